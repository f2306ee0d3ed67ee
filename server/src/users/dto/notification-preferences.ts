import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { SaleNotices } from '../user.entity';

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
}
