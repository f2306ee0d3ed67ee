import { Field, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { SaleNotices } from '../user.entity';

/** Where a kind of notice reaches the account: in the product (the bell), by mail, or both. */
export enum NoticeDelivery {
  IN_APP = 'IN_APP',
  MAIL = 'MAIL',
  BOTH = 'BOTH',
}

registerEnumType(NoticeDelivery, {
  name: 'NoticeDelivery',
  description:
    'Where a kind of notice reaches the user: IN_APP (the bell only), MAIL (mail only) or BOTH (the default). A kind whose mail is not optional (mailOptional false: refunds carry the credit note, certificates the certificate) is mailed whatever is chosen.',
});

@ObjectType({ description: "The user's choice for one kind of notice." })
export class NoticeDeliveryPreference {
  @Field({
    description:
      "A kind of shared/notice-kinds.ts: 'refund', 'certificate', 'question_answered', 'answer_accepted', 'announcement', 'booking', 'live_session', 'post_hidden'.",
  })
  kind: string;

  @Field(() => NoticeDelivery, { description: 'Where this kind reaches the user.' })
  delivery: NoticeDelivery;

  @Field({
    description:
      'Whether its mail may be turned off. When false, IN_APP still mails (the mail carries a document the user needs).',
  })
  mailOptional: boolean;
}

@InputType({ description: 'Where one kind of notice should reach the user.' })
export class NoticeDeliveryInput {
  @Field({ description: 'A kind of notice (NoticeDeliveryPreference.kind).' })
  kind: string;

  @Field(() => NoticeDelivery, {
    description:
      'IN_APP, MAIL or BOTH. IN_APP for a kind whose mail is not optional still mails; MAIL is taken for any kind.',
  })
  delivery: NoticeDelivery;
}

@ObjectType({
  description:
    'Which mail the user wants besides what every account gets (receipts, security notices).',
})
export class NotificationPreferences {
  @Field(() => SaleNotices, { description: 'For educators: new learners and sales.' })
  saleNotices: SaleNotices;

  @Field({ description: 'For educators: a mail for each new or rewritten review.' })
  reviewNotices: boolean;

  @Field({ description: "A mail when a course on the user's wishlist gets cheaper." })
  wishlistNotices: boolean;

  @Field(() => [String], {
    description:
      "The notices also pushed to the user's subscribed browsers (subscribePush): kinds of shared/notice-kinds.ts, 'refund' and 'certificate' today. None by default.",
  })
  pushKinds: string[];

  @Field(() => [NoticeDeliveryPreference], {
    description:
      'Every kind of notice, with where it reaches the user: in the product (notifications, the bell), by mail, or both (the default).',
  })
  deliveries: NoticeDeliveryPreference[];
}

@InputType({ description: 'Only the fields given change.' })
export class NotificationPreferencesInput {
  @Field(() => SaleNotices, { nullable: true })
  saleNotices?: SaleNotices;

  @Field({ nullable: true })
  reviewNotices?: boolean;

  @Field({ nullable: true })
  wishlistNotices?: boolean;

  @Field(() => [String], {
    nullable: true,
    description: 'Replaces the pushed kinds; an unknown kind is BAD_USER_INPUT.',
  })
  pushKinds?: string[];

  @Field(() => [NoticeDeliveryInput], {
    nullable: true,
    description:
      'Changes where the kinds given reach the user; kinds left out keep their choice. An unknown kind is BAD_USER_INPUT on `deliveries`.',
  })
  deliveries?: NoticeDeliveryInput[];
}
