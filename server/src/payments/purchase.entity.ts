import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Coupon } from './coupons/coupon.entity';
import { Course } from '../courses/course.entity';
import { User } from '../users/user.entity';

export enum PurchaseStatus {
  PENDING = 'pending',
  COMPLETED = 'completed',
  /** Superseded by a new order (the price changed) or never created; a verified payment still completes it. */
  FAILED = 'failed',
  /** A refund was asked for and the provider is being called; the learner keeps access until it is done. */
  REFUNDING = 'refunding',
  /** Money returned: the enrollment and any certificate are gone, and it no longer counts in earnings. */
  REFUNDED = 'refunded',
}

/**
 * What a user paid, or is paying, for a course or for a mentorship session (a booking): exactly one
 * of `courseId` and `bookingId` is set. Amounts are integer paise, computed by the server. Course
 * figures (earnings, analytics, sales) filter on `course_id`, so sessions never count in them.
 */
@Entity('purchases')
@Check('CHK_purchases_one_item', `num_nonnulls("course_id", "booking_id", "live_seat_id") = 1`)
// A paid purchase has its paid time: the daily sales counters count it on that day (migration
// PaidPurchasesHaveCompletedAt).
@Check(
  'CHK_purchases_paid_completed_at',
  `"status" NOT IN ('completed', 'refunding', 'refunded') OR "completed_at" IS NOT NULL`,
)
// Earnings are summed from this index alone (an index-only scan), without reading the rows.
@Index('IDX_purchases_course_status_amount', ['courseId', 'status', 'amountPaise'])
@Index('IDX_purchases_user_course', ['userId', 'courseId'])
// Analytics and the sales CSV read a course's sales by the time they were paid: (course_id,
// completed_at), covering what analytics read of them (migration DailySales), so an educator's year
// is an index-only scan.
@Index('IDX_purchases_course_completed', { synchronize: false })
// ... and the whole site's by time alone.
@Index('IDX_purchases_completed', ['completedAt'])
// Site-wide analytics subtract refunded sales from rolled-up days (migration SiteRollups).
@Index('IDX_purchases_refunded_completed', { synchronize: false })
// ... and coupon sales by their sale time, covering what the site's coupon performance reads.
@Index('IDX_purchases_coupon_completed', { synchronize: false })
// The provider's refund webhook names the payment, not the order.
@Index('IDX_purchases_provider_payment', ['providerPaymentId'])
// At most one open order per user and course: concurrent purchase calls reuse it.
@Index('UQ_purchases_pending_user_course', ['userId', 'courseId'], {
  unique: true,
  where: `"status" = 'pending'`,
})
// At most one open order per booking.
@Index('UQ_purchases_pending_booking', ['bookingId'], {
  unique: true,
  where: `"status" = 'pending'`,
})
// A booking's payments (paid, refunded), and a mentor's session earnings through their bookings.
@Index('IDX_purchases_booking_status', ['bookingId', 'status'], {
  where: '"booking_id" IS NOT NULL',
})
// At most one open order per live seat, and a seat's payments.
@Index('UQ_purchases_pending_live_seat', ['liveSeatId'], {
  unique: true,
  where: `"status" = 'pending'`,
})
@Index('IDX_purchases_live_seat_status', ['liveSeatId', 'status'], {
  where: '"live_seat_id" IS NOT NULL',
})
// Redemptions and holds of a coupon are counted from this index.
@Index('IDX_purchases_coupon_status', ['couponId', 'status'], { where: '"coupon_id" IS NOT NULL' })
export class Purchase {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** The course bought; null for a session's purchase (bookingId). */
  @Column({ name: 'course_id', type: 'uuid', nullable: true })
  courseId: string | null;

  @ManyToOne(() => Course, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'course_id' })
  course?: Course;

  /**
   * The mentorship booking this pays for; null for a course. Owned by the mentorship module (its
   * table), referenced by id only: payments sits below mentorship (scripts/eslint/layers.mjs).
   */
  @Column({ name: 'booking_id', type: 'uuid', nullable: true })
  bookingId: string | null;

  // By the entity's name, so this module does not import mentorship's entity.
  @ManyToOne('Booking', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id', foreignKeyConstraintName: 'FK_purchases_booking' })
  booking?: object;

  /** The live session seat this pays for (issue 40); owned by the live module, referenced by id. */
  @Column({ name: 'live_seat_id', type: 'uuid', nullable: true })
  liveSeatId: string | null;

  @ManyToOne('LiveSeat', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'live_seat_id', foreignKeyConstraintName: 'FK_purchases_live_seat' })
  liveSeat?: object;

  /** The coupon that set the amount, if one did (the better of it and the course's own discount). */
  @Column({ name: 'coupon_id', type: 'uuid', nullable: true })
  couponId: string | null;

  @ManyToOne(() => Coupon, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'coupon_id' })
  coupon?: Coupon;

  @Column({ name: 'amount_paise', type: 'integer' })
  amountPaise: number;

  /** The course's list price when ordered (null on purchases not made through the checkout). */
  @Column({ name: 'list_price_paise', type: 'integer', nullable: true })
  listPricePaise: number | null;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  /** The GST state code the buyer chose at checkout (the invoice's place of supply); null: not given. */
  @Column({ name: 'buyer_state', type: 'varchar', length: 2, nullable: true })
  buyerState: string | null;

  @Column({
    type: 'enum',
    enum: PurchaseStatus,
    enumName: 'purchase_status',
    default: PurchaseStatus.PENDING,
  })
  status: PurchaseStatus;

  /** `sandbox`, `razorpay`, or `free` for a course that cost nothing. */
  @Column({ type: 'varchar', length: 20, default: 'free' })
  provider: string;

  @Index('UQ_purchases_provider_order', { unique: true })
  @Column({ name: 'provider_order_id', type: 'varchar', length: 100, nullable: true })
  providerOrderId: string | null;

  @Column({ name: 'provider_payment_id', type: 'varchar', length: 100, nullable: true })
  providerPaymentId: string | null;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @Column({ name: 'refund_requested_at', type: 'timestamptz', nullable: true })
  refundRequestedAt: Date | null;

  @Column({ name: 'refund_reason', type: 'varchar', length: 500, nullable: true })
  refundReason: string | null;

  @Column({ name: 'provider_refund_id', type: 'varchar', length: 100, nullable: true })
  providerRefundId: string | null;

  @Column({ name: 'refunded_at', type: 'timestamptz', nullable: true })
  refundedAt: Date | null;

  /** Where the buyer came from (traffic/attribution.ts): a `?ref=` or `utm_source` value. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  source: string | null;

  /** The external site that referred the buyer's visit. */
  @Column({ name: 'referrer_host', type: 'varchar', length: 255, nullable: true })
  referrerHost: string | null;

  /** `educator` when bought through the course educator's own referral link, else `marketplace`. */
  @Column({ name: 'source_kind', type: 'varchar', length: 20, nullable: true })
  sourceKind: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
