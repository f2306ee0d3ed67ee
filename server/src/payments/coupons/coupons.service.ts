import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { badInput, notFound } from '../../common/errors/domain-error';
import { isUniqueViolation } from '../../common/db-errors';
import { isUuid } from '../../common/ids';
import type { RawInput } from '../../common/validation';
import { CourseAccess } from '../../courses/course-access';
import { Course } from '../../courses/course.entity';
import { OwnerAudit } from '../../courses/owner-audit';
import { netPricePaise } from '../../courses/pricing';
import { Role, type User } from '../../users/user.entity';
import { checkCouponTerms, type CouponTermsDraft } from './coupon-input';
import { CouponRedemptions } from './coupon-redemptions';
import { couponStatus } from './coupon-status';
import { Coupon } from './coupon.entity';
import type { CouponQuote, CouponView } from './dto/coupon.types';
import { fromPaise } from '../../../../shared/money';

export const COUPON_NOT_FOUND = 'Coupon not found';
const DUPLICATE_CODE = 'You already have a coupon with this code';
const NOT_YOUR_COURSE = 'Choose one of your own courses, or all of them';

const REQUIRED_TERMS = new Set(['code', 'kind', 'value', 'active']);

const isAdmin = (user: User) => user.role === Role.ADMIN;

/** Educators' coupons: creating, editing, deactivating and listing them, and quoting a price with one. */
@Injectable()
export class CouponsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CouponRedemptions) private readonly redemptions: CouponRedemptions,
    @Inject(CourseAccess) private readonly access: CourseAccess,
    @Inject(OwnerAudit) private readonly audit: OwnerAudit,
  ) {}

  async create(user: User, raw: RawInput<CouponTermsDraft>): Promise<CouponView> {
    const terms = checkCouponTerms({ ...raw, active: true });
    const course = await this.courseFor(user, terms.courseId);
    const educatorId = course?.educatorId ?? user.id;
    const coupon = await this.save(user, { ...terms, educatorId }, educatorId);
    return (await this.views([coupon]))[0];
  }

  async update(user: User, id: unknown, raw: RawInput<CouponTermsDraft>): Promise<CouponView> {
    const stored = await this.ownCoupon(user, id);
    // Left out, or null for a field that cannot be cleared: kept as stored.
    const given = Object.fromEntries(
      Object.entries(raw).filter(
        ([field, v]) => v !== undefined && !(v === null && REQUIRED_TERMS.has(field)),
      ),
    );
    const terms = checkCouponTerms({ ...stored, ...given });
    if (terms.courseId !== stored.courseId)
      await this.courseFor(user, terms.courseId, stored.educatorId);
    const coupon = await this.save(user, { ...stored, ...terms }, stored.educatorId, stored);
    return (await this.views([coupon]))[0];
  }

  async deactivate(user: User, id: unknown): Promise<CouponView> {
    const coupon = await this.ownCoupon(user, id);
    if (!coupon.active) return (await this.views([coupon]))[0];
    await this.db.transaction(async (tx) => {
      await tx.getRepository(Coupon).update({ id: coupon.id }, { active: false });
      await this.audit.ifNotOwner(tx, user, coupon.educatorId, {
        action: 'coupon.deactivate',
        targetType: 'coupon',
        targetId: coupon.id,
        before: { active: true },
        after: { active: false },
      });
    });
    const saved = await this.db
      .getRepository(Coupon)
      .findOneOrFail({ where: { id: coupon.id }, relations: { course: true } });
    return (await this.views([saved]))[0];
  }

  /** The caller's coupons, newest first; an admin sees every educator's, or one educator's. */
  async list(user: User, educatorId?: string | null): Promise<CouponView[]> {
    const owner = isAdmin(user) ? educatorId : user.id;
    if (owner && !isUuid(owner)) return [];
    const coupons = await this.db.getRepository(Coupon).find({
      where: owner ? { educatorId: owner } : {},
      relations: { course: true },
      order: { createdAt: 'DESC' },
    });
    return this.views(coupons);
  }

  /** The price card's question: what this course costs with this code, or why the code is refused. */
  async quote(viewer: User | undefined, courseId: unknown, code: unknown): Promise<CouponQuote> {
    const course = await this.access.viewable(courseId, viewer);
    const { coupon, price } = await this.redemptions.apply(course, code, viewer?.id);
    return {
      courseId: course.id,
      code: coupon.code,
      kind: coupon.kind,
      value: coupon.value,
      originalPrice: fromPaise(netPricePaise(course.coursePrice, 0)),
      coursePrice: fromPaise(price.coursePricePaise),
      couponPrice: fromPaise(price.couponPricePaise),
      finalPrice: fromPaise(price.finalPaise),
      couponApplied: price.couponApplied,
    };
  }

  /** The course a coupon is for, when it is one of the owner's (an admin may name anyone's). */
  private async courseFor(user: User, courseId: string | null, ownerId?: string) {
    if (courseId === null) return null;
    const course = isUuid(courseId)
      ? await this.db.getRepository(Course).findOneBy({ id: courseId, archivedAt: IsNull() })
      : null;
    const owner = ownerId ?? (isAdmin(user) ? course?.educatorId : user.id);
    if (!course || course.educatorId !== owner)
      throw badInput([{ field: 'courseId', message: NOT_YOUR_COURSE, code: 'NOT_FOUND' }]);
    return course;
  }

  private async ownCoupon(user: User, id: unknown): Promise<Coupon> {
    const coupon = isUuid(id) ? await this.db.getRepository(Coupon).findOneBy({ id }) : null;
    if (!coupon || (coupon.educatorId !== user.id && !isAdmin(user)))
      throw notFound(COUPON_NOT_FOUND);
    return coupon;
  }

  /**
   * Creates or (given `before`) updates the coupon; an admin's change to someone else's coupon is
   * audited in its transaction (OwnerAudit), an update only when a term changed.
   */
  private async save(
    actor: User,
    coupon: Partial<Coupon>,
    educatorId: string,
    before?: Coupon,
  ): Promise<Coupon> {
    try {
      return await this.db.transaction(async (tx) => {
        const repo = tx.getRepository(Coupon);
        const clash = await repo.findOneBy({ educatorId, code: coupon.code });
        if (clash && clash.id !== coupon.id) throw duplicate();
        const saved = await repo.save(repo.create(coupon));
        const after = await repo.findOneOrFail({
          where: { id: saved.id },
          relations: { course: true },
        });
        const was = before && couponTerms(before);
        const now = couponTerms(after);
        if (JSON.stringify(was) !== JSON.stringify(now))
          await this.audit.ifNotOwner(tx, actor, educatorId, {
            action: before ? 'coupon.update' : 'coupon.create',
            targetType: 'coupon',
            targetId: after.id,
            before: was ?? null,
            after: now,
          });
        return after;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  }

  private async views(coupons: Coupon[]): Promise<CouponView[]> {
    const counts = await this.redemptions.redemptions(coupons.map((c) => c.id));
    const now = Date.now();
    return coupons.map((c) => {
      const redemptions = counts.get(c.id) ?? 0;
      return {
        id: c.id,
        code: c.code,
        kind: c.kind,
        value: c.value,
        courseId: c.courseId,
        courseTitle: c.course?.courseTitle ?? null,
        startsAt: c.startsAt,
        endsAt: c.endsAt,
        maxRedemptions: c.maxRedemptions,
        active: c.active,
        redemptions,
        status: couponStatus(c, redemptions, now),
        createdAt: c.createdAt,
      };
    });
  }
}

/** A coupon's terms, as the audit log records them. */
const couponTerms = (c: Coupon) => ({
  code: c.code,
  kind: c.kind,
  value: c.value,
  courseId: c.courseId,
  startsAt: c.startsAt,
  endsAt: c.endsAt,
  maxRedemptions: c.maxRedemptions,
  active: c.active,
});

const duplicate = () => badInput([{ field: 'code', message: DUPLICATE_CODE, code: 'DUPLICATE' }]);
