import { Field, ID, InputType } from '@nestjs/graphql';

@InputType({ description: 'Every given field must match; none given: the whole log.' })
export class AuditLogFilter {
  @Field(() => String, { nullable: true, description: 'e.g. user.disable, review.hide.' })
  action?: string | null;

  @Field(() => ID, { nullable: true, description: 'The admin who acted.' })
  actorId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'user, course, coupon, quiz, purchase, review, contact_message or export.',
  })
  targetType?: string | null;

  @Field(() => ID, { nullable: true })
  targetId?: string | null;
}
