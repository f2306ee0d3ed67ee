import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { normalizeCouponCode } from '../../../shared/coupon-code';
import { badInput } from '../common/errors/domain-error';
import type { Course } from '../courses/course.entity';
import { bestPricePaise, type BestPrice } from '../courses/pricing';
import { PurchaseStatus } from '../payments/purchase.entity';
import { Coupon } from './coupon.entity';
import { couponRefused } from './coupon-refusals';

/**
 * How long a pending purchase holds a place under a coupon's cap: an order not paid by then frees
 * its place (and is ordered anew, with the cap checked again, if its buyer comes back).
 */
export const COUPON_HOLD_MINUTES = 30;

/** A redemption is a purchase with the coupon whose payment completed; a refund does not give it back. */
const REDEEMED = [PurchaseStatus.COMPLETED, PurchaseStatus.REFUNDING, PurchaseStatus.REFUNDED];

export interface AppliedCoupon {
  coupon: Coupon;
  price: BestPrice;
}

/**
 * SQL: the pending purchase `alias` still holds its coupon place, by the database's clock (the one
 * rule for the cap's count and for an open order's reuse).
 */
export const holdLive = (alias: string) =>
  `${alias}.created_at > now() - make_interval(mins => ${COUPON_HOLD_MINUTES})`;

/** Finding a code for a course, pricing it, and keeping concurrent buyers within its cap. */
@Injectable()
export class CouponRedemptions {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The course's price with the code (the better of it and the course's own discount), or the
   * refusal saying why the code does not apply. `buyerId`'s own open order does not count against the cap.
   */
  async apply(course: Course, code: unknown, buyerId?: string): Promise<AppliedCoupon> {
    if (typeof code !== 'string' || !code.trim())
      throw badInput([
        typeof code === 'string'
          ? {
              field: 'couponCode',
              message: 'Coupon code is required',
              code: 'REQUIRED_FIELD_EMPTY',
            }
          : { field: 'couponCode', message: 'Coupon code must be text', code: 'INVALID' },
      ]);
    const coupon = await this.db.getRepository(Coupon).findOneBy({
      educatorId: course.educatorId,
      code: normalizeCouponCode(code).slice(0, 64),
    });
    if (!coupon) throw couponRefused('COUPON_UNKNOWN');
    if (coupon.courseId && coupon.courseId !== course.id)
      throw couponRefused('COUPON_OTHER_COURSE');
    if (!coupon.active) throw couponRefused('COUPON_INACTIVE');
    const now = Date.now();
    if (coupon.endsAt && coupon.endsAt.getTime() <= now) throw couponRefused('COUPON_EXPIRED');
    if (coupon.startsAt && coupon.startsAt.getTime() > now)
      throw couponRefused('COUPON_NOT_STARTED');
    if (
      coupon.maxRedemptions &&
      (await this.taken(this.db.manager, coupon.id, buyerId, course.id)) >= coupon.maxRedemptions
    )
      throw couponRefused('COUPON_EXHAUSTED');
    return { coupon, price: bestPricePaise(course.coursePrice, course.discount, coupon) };
  }

  /**
   * Runs `claim` (which records the buyer's purchase with the coupon) only while the coupon has a
   * place left: the coupon row is locked for the short transaction, so concurrent buyers are
   * counted one after the other and never pass the cap. Uncapped coupons need no lock.
   */
  async withPlace<T>(
    coupon: Coupon | null,
    buyer: { userId: string; courseId: string },
    claim: (tx: EntityManager) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      if (coupon?.maxRedemptions) {
        await tx.getRepository(Coupon).findOne({
          where: { id: coupon.id },
          lock: { mode: 'pessimistic_write' },
        });
        if (
          (await this.taken(tx, coupon.id, buyer.userId, buyer.courseId)) >= coupon.maxRedemptions
        )
          throw couponRefused('COUPON_EXHAUSTED');
      }
      return claim(tx);
    });
  }

  /** Completed redemptions plus the places pending orders hold, besides the buyer's own. */
  private async taken(tx: EntityManager, couponId: string, userId?: string, courseId?: string) {
    const rows: { n: number }[] = await tx.query(
      `SELECT count(*)::int AS n FROM purchases
        WHERE coupon_id = $1
          AND (status = ANY($2::purchase_status[])
            OR (status = 'pending' AND ${holdLive('purchases')}
                AND NOT (user_id IS NOT DISTINCT FROM $3::uuid AND course_id IS NOT DISTINCT FROM $4::uuid)))`,
      [couponId, REDEEMED, userId ?? null, courseId ?? null],
    );
    return rows[0].n;
  }

  /** Redemptions of each coupon, in one query. */
  async redemptions(couponIds: readonly string[]): Promise<Map<string, number>> {
    if (!couponIds.length) return new Map();
    const rows: { coupon_id: string; n: number }[] = await this.db.query(
      `SELECT coupon_id, count(*)::int AS n FROM purchases
        WHERE coupon_id = ANY($1::uuid[]) AND status = ANY($2::purchase_status[])
        GROUP BY coupon_id`,
      [couponIds, REDEEMED],
    );
    return new Map(rows.map((r) => [r.coupon_id, r.n]));
  }
}
