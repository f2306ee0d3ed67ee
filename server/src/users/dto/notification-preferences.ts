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
}

@InputType({ description: 'Only the fields given change.' })
export class NotificationPreferencesInput {
  @Field(() => SaleNotices, { nullable: true })
  saleNotices?: SaleNotices;

  @Field({ nullable: true })
  reviewNotices?: boolean;

  @Field({ nullable: true })
  wishlistNotices?: boolean;
}
