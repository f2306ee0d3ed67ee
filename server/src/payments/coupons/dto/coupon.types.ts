import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { CouponKind } from '../coupon.entity';

registerEnumType(CouponKind, {
  name: 'CouponKind',
  description:
    'PERCENT_OFF: value is a percent (1–100) off the list price. AMOUNT_OFF: value is an amount off, in the site currency. FIXED_PRICE: value is the final price (0 or more).',
});

export enum CouponStatus {
  ACTIVE = 'ACTIVE',
  SCHEDULED = 'SCHEDULED',
  EXPIRED = 'EXPIRED',
  EXHAUSTED = 'EXHAUSTED',
  INACTIVE = 'INACTIVE',
}
registerEnumType(CouponStatus, {
  name: 'CouponStatus',
  description:
    'INACTIVE: deactivated. EXPIRED: past its end. EXHAUSTED: its maximum redemptions reached. SCHEDULED: before its start. ACTIVE: usable now.',
});

@ObjectType('Coupon', { description: "An educator's coupon code." })
export class CouponView {
  @Field(() => ID)
  id: string;

  @Field({ description: 'Upper-case; learners may type it in any case.' })
  code: string;

  @Field(() => CouponKind)
  kind: CouponKind;

  @Field(() => Float)
  value: number;

  @Field(() => ID, { nullable: true, description: 'Null: every course of its educator.' })
  courseId: string | null;

  @Field(() => String, { nullable: true })
  courseTitle: string | null;

  @Field(() => Date, { nullable: true })
  startsAt: Date | null;

  @Field(() => Date, { nullable: true })
  endsAt: Date | null;

  @Field(() => Int, { nullable: true, description: 'Null: no limit.' })
  maxRedemptions: number | null;

  @Field()
  active: boolean;

  @Field(() => Int, {
    description: 'Completed payments with the coupon (a refund does not give one back).',
  })
  redemptions: number;

  @Field(() => CouponStatus)
  status: CouponStatus;

  @Field()
  createdAt: Date;
}

@InputType()
export class CreateCouponInput {
  @Field({ description: '4–32 characters of A–Z, 0–9 and -, any case; unique among your coupons.' })
  code: string;

  @Field(() => CouponKind)
  kind: CouponKind;

  @Field(() => Float)
  value: number;

  @Field(() => ID, {
    nullable: true,
    description: 'One of your courses; null or left out: all of them.',
  })
  courseId?: string | null;

  @Field(() => Date, { nullable: true })
  startsAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'After startsAt.' })
  endsAt?: Date | null;

  @Field(() => Int, { nullable: true, description: '1 or more; null: no limit.' })
  maxRedemptions?: number | null;
}

@InputType({ description: 'Fields left out stay as they are; null clears an optional one.' })
export class UpdateCouponInput {
  @Field({ nullable: true })
  code?: string;

  @Field(() => CouponKind, { nullable: true })
  kind?: CouponKind;

  @Field(() => Float, { nullable: true })
  value?: number;

  @Field(() => ID, { nullable: true })
  courseId?: string | null;

  @Field(() => Date, { nullable: true })
  startsAt?: Date | null;

  @Field(() => Date, { nullable: true })
  endsAt?: Date | null;

  @Field(() => Int, { nullable: true })
  maxRedemptions?: number | null;

  @Field({ nullable: true })
  active?: boolean;
}

@ObjectType({
  description:
    "A course's price with a coupon code: the better of the course's own discount and the coupon applies, never both.",
})
export class CouponQuote {
  @Field(() => ID)
  courseId: string;

  @Field({ description: 'The code as stored (upper-case).' })
  code: string;

  @Field(() => CouponKind)
  kind: CouponKind;

  @Field(() => Float)
  value: number;

  @Field(() => Float, { description: 'List price.' })
  originalPrice: number;

  @Field(() => Float, { description: "After the course's own discount." })
  coursePrice: number;

  @Field(() => Float, { description: 'The list price with the coupon alone.' })
  couponPrice: number;

  @Field(() => Float, {
    description: 'What the learner pays: the lower of coursePrice and couponPrice.',
  })
  finalPrice: number;

  @Field({
    description:
      "False when the course's own discount is as good or better: then the coupon is not used.",
  })
  couponApplied: boolean;
}
