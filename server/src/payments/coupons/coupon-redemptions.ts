import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { normalizeCouponCode } from '../../../../shared/coupon-code';
import { sqlList } from '../../common/database/sql-literal';
import { badInput } from '../../common/errors/domain-error';
import type { Course } from '../../courses/course.entity';
import { bestPricePaise, type BestPrice } from '../../courses/pricing';
import { PurchaseStatus } from '../purchase.entity';
import { Coupon } from './coupon.entity';
import { COUPON_COURSE_NOT_SESSION, couponRefused } from './coupon-refusals';

/**
 * Holds on a capped coupon (docs/payments.md, "Coupons"). A pending order holds a place under the
 * cap so its buyer can pay without losing it, but one buyer cannot keep others out for long:
 * - a buyer holds one place per coupon: opening an order with it for another course releases their
 *   earlier open order with it (marked failed, as a superseded order is);
 * - the hold runs COUPON_HOLD_MINUTES from the buyer's first order with the coupon and is never
 *   renewed: while that buyer has an order with it opened more than COUPON_HOLD_MINUTES but less
 *   than COUPON_HOLD_RENEWAL_HOURS ago, their orders with it hold nothing. Reopening, reordering
 *   or a new order after the hold lapsed does not start a new one, so one account keeps a place
 *   from others for at most 30 minutes a day. An order that holds nothing can still be paid.
 * Orders are counted under the coupon row's lock (`withPlace`), so this holds under concurrency.
 */
export const COUPON_HOLD_MINUTES = 30;
export const COUPON_HOLD_RENEWAL_HOURS = 24;

/** A redemption is a purchase with the coupon whose payment completed; a refund does not give it back. */
const REDEEMED = [PurchaseStatus.COMPLETED, PurchaseStatus.REFUNDING, PurchaseStatus.REFUNDED];

/**
 * What a code is applied to: a course, or a mentor's session (`courseId` null: only a coupon of
 * theirs for no one course applies). Prices in currency units, as coursePrice.
 */
export interface CouponTarget {
  educatorId: string;
  courseId: string | null;
  listPrice: number;
  discount: number;
}

/** Who orders what with a coupon: a course, a booking or a live session seat. */
export interface CouponBuyer {
  userId: string;
  courseId: string | null;
  bookingId?: string | null;
  liveSeatId?: string | null;
}

export interface AppliedCoupon {
  coupon: Coupon;
  price: BestPrice;
}

/**
 * SQL: the pending purchase `alias` is younger than a hold, by the database's clock; an older one
 * with a coupon is ordered anew (the cap checked again) when its buyer comes back.
 */
export const orderFresh = (alias: string) =>
  `${alias}.created_at > now() - make_interval(mins => ${COUPON_HOLD_MINUTES})`;

/** SQL: the pending purchase `alias` holds its coupon place: fresh, and its buyer's hold not spent. */
const holdLive = (alias: string) =>
  `(${orderFresh(alias)} AND NOT EXISTS (SELECT 1 FROM purchases spent
      WHERE spent.user_id = ${alias}.user_id AND spent.coupon_id = ${alias}.coupon_id
        AND spent.status IN (${sqlList([PurchaseStatus.PENDING, PurchaseStatus.FAILED])}) AND NOT (${orderFresh('spent')})
        AND spent.created_at > now() - make_interval(hours => ${COUPON_HOLD_RENEWAL_HOURS})))`;

/** Finding a code for a course, pricing it, and keeping concurrent buyers within its cap. */
@Injectable()
export class CouponRedemptions {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The course's price with the code (the better of it and the course's own discount), or the
   * refusal saying why the code does not apply. `buyerId`'s own open orders do not count against
   * the cap (ordering releases them).
   */
  apply(course: Course, code: unknown, buyerId?: string): Promise<AppliedCoupon> {
    const { educatorId, id, coursePrice, discount } = course;
    return this.applyTo(
      { educatorId, courseId: id, listPrice: coursePrice, discount },
      code,
      buyerId,
    );
  }

  /** As `apply`, for a course or a session. */
  async applyTo(target: CouponTarget, code: unknown, buyerId?: string): Promise<AppliedCoupon> {
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
      educatorId: target.educatorId,
      code: normalizeCouponCode(code).slice(0, 64),
    });
    if (!coupon) throw couponRefused('COUPON_UNKNOWN');
    // A target without a course is a session: it is not "another course" that the coupon is for.
    if (coupon.courseId && coupon.courseId !== target.courseId)
      throw couponRefused(
        'COUPON_OTHER_COURSE',
        target.courseId === null ? COUPON_COURSE_NOT_SESSION : undefined,
      );
    if (!coupon.active) throw couponRefused('COUPON_INACTIVE');
    const now = Date.now();
    if (coupon.endsAt && coupon.endsAt.getTime() <= now) throw couponRefused('COUPON_EXPIRED');
    if (coupon.startsAt && coupon.startsAt.getTime() > now)
      throw couponRefused('COUPON_NOT_STARTED');
    if (
      coupon.maxRedemptions &&
      (await this.taken(this.db.manager, coupon.id, buyerId)) >= coupon.maxRedemptions
    )
      throw couponRefused('COUPON_EXHAUSTED');
    return { coupon, price: bestPricePaise(target.listPrice, target.discount, coupon) };
  }

  /**
   * Runs `claim` (which records the buyer's purchase with the coupon) only while the coupon has a
   * place left: the coupon row is locked for the short transaction, so concurrent buyers are
   * counted one after the other and never pass the cap. The buyer's open orders with the coupon for
   * other courses are released first (one hold per buyer, courses and sessions alike). Uncapped coupons need no lock.
   */
  async withPlace<T>(
    coupon: Coupon | null,
    buyer: CouponBuyer,
    claim: (tx: EntityManager) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      if (coupon?.maxRedemptions) {
        await tx.getRepository(Coupon).findOne({
          where: { id: coupon.id },
          lock: { mode: 'pessimistic_write' },
        });
        await tx.query(
          `UPDATE purchases SET status = $5
            WHERE coupon_id = $1 AND user_id = $2 AND status = $6
              AND (course_id, booking_id, live_seat_id) IS DISTINCT FROM ($3::uuid, $4::uuid, $7::uuid)`,
          [
            coupon.id,
            buyer.userId,
            buyer.courseId,
            buyer.bookingId ?? null,
            PurchaseStatus.FAILED,
            PurchaseStatus.PENDING,
            buyer.liveSeatId ?? null,
          ],
        );
        if ((await this.taken(tx, coupon.id, buyer.userId)) >= coupon.maxRedemptions)
          throw couponRefused('COUPON_EXHAUSTED');
      }
      return claim(tx);
    });
  }

  /** Completed redemptions plus the places pending orders hold, besides the buyer's own. */
  private async taken(tx: EntityManager, couponId: string, userId?: string) {
    const rows: { n: number }[] = await tx.query(
      `SELECT count(*)::int AS n FROM purchases
        WHERE coupon_id = $1
          AND (status = ANY($2::purchase_status[])
            OR (status = $4 AND ${holdLive('purchases')}
                AND user_id IS DISTINCT FROM $3::uuid))`,
      [couponId, REDEEMED, userId ?? null, PurchaseStatus.PENDING],
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
