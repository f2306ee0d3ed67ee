import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { CouponKind } from '../../payments/coupons/coupon.entity';

export enum AnalyticsGranularity {
  DAY = 'day',
  WEEK = 'week',
  MONTH = 'month',
}
registerEnumType(AnalyticsGranularity, {
  name: 'AnalyticsGranularity',
  description: 'Buckets of the series, in UTC (weeks start on Monday).',
});

@ObjectType({ description: 'One bucket of the sales series.' })
export class SalesPoint {
  @Field({ description: 'Start of the bucket (UTC).' })
  periodStart: Date;

  @Field(() => Float, {
    description:
      'Net sales of the bucket, exact: what purchases paid in it, less those since refunded (EducatorDashboard.netSales, over time).',
  })
  revenue: number;

  @Field(() => Int, { description: 'New enrolments (free and paid).' })
  enrolments: number;

  @Field(() => Int)
  refunds: number;

  @Field(() => Float, { description: 'What refunds made in this bucket returned, exact.' })
  refundedAmount: number;
}

@ObjectType({ description: 'Ratings given in one bucket.' })
export class RatingPoint {
  @Field()
  periodStart: Date;

  @Field(() => Int)
  ratings: number;

  @Field(() => Float, { nullable: true, description: 'Their average, null with none.' })
  averageRating: number | null;
}

@ObjectType({
  description:
    'A course funnel over the range: page views → preview plays → checkouts started → paid. Rates are shares (0–1), null when their base is 0.',
})
export class FunnelRow {
  @Field(() => ID, { nullable: true, description: 'Null on the total row.' })
  courseId: string | null;

  @Field()
  courseTitle: string;

  @Field(() => Int)
  views: number;

  @Field(() => Int)
  previewPlays: number;

  @Field(() => Int)
  checkoutsStarted: number;

  @Field(() => Int, { description: 'Purchases completed (free enrolments included).' })
  paid: number;

  @Field(() => Float, { nullable: true, description: 'previewPlays / views' })
  previewRate: number | null;

  @Field(() => Float, { nullable: true, description: 'checkoutsStarted / views' })
  checkoutRate: number | null;

  @Field(() => Float, { nullable: true, description: 'paid / checkoutsStarted' })
  paymentRate: number | null;

  @Field(() => Float, { nullable: true, description: 'paid / views' })
  conversionRate: number | null;
}

@ObjectType({ description: 'How far enrolled learners got: one row per lecture, in course order.' })
export class LectureReach {
  @Field(() => ID)
  lectureId: string;

  @Field(() => Int, { description: '1-based position in the course.' })
  position: number;

  @Field()
  lectureTitle: string;

  @Field()
  chapterTitle: string;

  @Field(() => Int, {
    description:
      'Enrolled learners who reached this lecture or a later one (completed it or resumed there).',
  })
  learners: number;

  @Field(() => Float, { description: 'learners / enrolled learners (0–1).' })
  share: number;
}

@ObjectType({ description: 'Where buyers and visitors came from over the range.' })
export class SourceRow {
  @Field({
    description:
      "`educator` for the educator's own referral link, a ?ref=/utm_source value, a referring host, or `direct`.",
  })
  source: string;

  @Field(() => Int)
  views: number;

  @Field(() => Int)
  sales: number;

  @Field(() => Float, { description: 'Net sales through the source, exact.' })
  revenue: number;
}

@ObjectType()
export class AnalyticsTotals {
  @Field(() => Float, {
    description:
      'Net sales of the range, exact: what purchases paid in it, less those since refunded.',
  })
  revenue: number;

  @Field(() => Int)
  enrolments: number;

  @Field(() => Int)
  views: number;

  @Field(() => Int)
  paid: number;

  @Field(() => Float, { nullable: true, description: 'paid / views' })
  conversionRate: number | null;

  @Field(() => Int)
  refunds: number;

  @Field(() => Float, { description: 'What refunds made in the range returned, exact.' })
  refundedAmount: number;

  @Field(() => Float, {
    nullable: true,
    description:
      'Of the learners who enrolled in the range (the latest 5,000 when more), the share who have completed every lecture; null with none.',
  })
  completionRate: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'Of the learners who enrolled in the range (the latest 5,000 when more), the average share of lectures they have completed.',
  })
  averageProgress: number | null;

  @Field(() => Float, { nullable: true, description: 'Average of the ratings given in the range.' })
  averageRating: number | null;
}

@ObjectType({ description: 'One coupon redeemed in the range, and what it brought.' })
export class CouponPerformance {
  @Field(() => ID)
  couponId: string;

  @Field()
  code: string;

  @Field(() => CouponKind)
  kind: CouponKind;

  @Field(() => Float, { description: 'Percent for PERCENT_OFF, else an amount, as the coupon.' })
  value: number;

  @Field(() => ID, { nullable: true, description: 'Null for a coupon on all courses.' })
  courseId: string | null;

  @Field(() => String, { nullable: true, description: 'Null for a coupon on all courses.' })
  courseTitle: string | null;

  @Field(() => Int, { description: 'Purchases paid with the coupon in the range.' })
  redemptions: number;

  @Field(() => Float, { description: 'What they paid, less the purchases since refunded.' })
  revenue: number;

  @Field(() => Float, {
    description:
      "The course's list price when ordered less what was paid, summed over the redemptions.",
  })
  discountGiven: number;

  @Field(() => Int, { description: 'Redemptions since refunded.' })
  refunds: number;
}

@ObjectType({
  description:
    "An educator's sales and learners over a range (their own courses; an admin's: the whole site).",
})
export class EducatorAnalytics {
  @Field()
  from: Date;

  @Field()
  to: Date;

  @Field(() => AnalyticsGranularity)
  granularity: AnalyticsGranularity;

  @Field(() => ID, { nullable: true })
  courseId: string | null;

  @Field(() => AnalyticsTotals)
  totals: AnalyticsTotals;

  @Field(() => [SalesPoint], { description: 'Every bucket of the range, empty ones included.' })
  sales: SalesPoint[];

  @Field(() => [RatingPoint])
  ratings: RatingPoint[];

  @Field(() => [FunnelRow], {
    description:
      'One row per course with activity in the range, most viewed first (at most 50), then the total row over every course.',
  })
  funnel: FunnelRow[];

  @Field(() => [LectureReach], { description: 'Only when courseId is given; else empty.' })
  dropOff: LectureReach[];

  @Field(() => [SourceRow], { description: 'The top 10, by sales then views.' })
  sources: SourceRow[];

  @Field(() => [CouponPerformance], {
    description: 'Coupons redeemed in the range, most redeemed first (at most 50).',
  })
  coupons: CouponPerformance[];

  @Field({
    description:
      "The caller's referral code: `/course/{id}?ref=<code>` marks the sales of their own link.",
  })
  referralCode: string;
}
