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
import { numericColumn } from '../../common/numeric-transformer';
import { Course } from '../../courses/course.entity';
import { User } from '../../users/user.entity';

export enum CouponKind {
  PERCENT_OFF = 'PERCENT_OFF',
  AMOUNT_OFF = 'AMOUNT_OFF',
  FIXED_PRICE = 'FIXED_PRICE',
}

/**
 * An educator's discount code for one of their courses, or all of them (courseId null). How many
 * times it was redeemed is counted from the purchases that hold it (coupon-holds.ts), not stored.
 */
@Entity('coupons')
@Index('UQ_coupons_educator_code', ['educatorId', 'code'], { unique: true })
@Check('CHK_coupons_value', `"value" >= 0`)
@Check('CHK_coupons_max_redemptions', `"max_redemptions" IS NULL OR "max_redemptions" >= 1`)
export class Coupon {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'educator_id', type: 'uuid' })
  educatorId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'educator_id' })
  educator?: User;

  @Index('IDX_coupons_course')
  @Column({ name: 'course_id', type: 'uuid', nullable: true })
  courseId: string | null;

  @ManyToOne(() => Course, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'course_id' })
  course?: Course;

  /** Upper-case: codes are matched without regard to case. */
  @Column({ type: 'varchar', length: 32 })
  code: string;

  @Column({ type: 'enum', enum: CouponKind, enumName: 'coupon_kind' })
  kind: CouponKind;

  /** Percent (1–100) for PERCENT_OFF, else an amount in currency units, as coursePrice. */
  @Column({ type: 'numeric', precision: 12, scale: 2, transformer: numericColumn })
  value: number;

  @Column({ name: 'starts_at', type: 'timestamptz', nullable: true })
  startsAt: Date | null;

  @Column({ name: 'ends_at', type: 'timestamptz', nullable: true })
  endsAt: Date | null;

  @Column({ name: 'max_redemptions', type: 'integer', nullable: true })
  maxRedemptions: number | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
