import { couponCodeProblem, normalizeCouponCode } from '../../../../shared/coupon-code';
import { Checker, type RawInput } from '../../common/validation';
import { MAX_PRICE } from '../../courses/pricing';
import { CouponKind } from './coupon.entity';

export const MAX_REDEMPTIONS_LIMIT = 1_000_000;

/** A coupon's terms as stored: every field checked. */
export interface CouponTermsDraft {
  code: string;
  kind: CouponKind;
  value: number;
  courseId: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  maxRedemptions: number | null;
  active: boolean;
}

const twoDecimals = (n: number) => Math.round(n * 100) === n * 100;

const date = (check: Checker, field: string, label: string, value: unknown): Date | null => {
  if (value === null || value === undefined) return null;
  const d =
    value instanceof Date
      ? value
      : typeof value === 'string' || typeof value === 'number'
        ? new Date(value)
        : new Date(NaN);
  if (Number.isNaN(d.getTime())) check.fail(field, `${label} must be a date and time`);
  return d;
};

/**
 * Checks a whole coupon (a new one, or a stored one with the update's fields over it), listing
 * every problem at once. Whose course courseId names is checked by the service.
 */
export function checkCouponTerms(raw: RawInput<CouponTermsDraft>): CouponTermsDraft {
  const check = new Checker();
  const typed = typeof raw.code === 'string' ? raw.code : '';
  const codeProblem = couponCodeProblem(typed);
  if (codeProblem)
    check.fail('code', codeProblem, typed.trim() ? 'INVALID' : 'REQUIRED_FIELD_EMPTY');

  const kind = raw.kind as CouponKind;
  if (!Object.values(CouponKind).includes(kind))
    check.fail('kind', 'Kind must be percent off, amount off or fixed price');
  const value = raw.value;
  const number = typeof value === 'number' && Number.isFinite(value) ? value : NaN;
  if (
    kind === CouponKind.PERCENT_OFF &&
    !(Number.isInteger(number) && number >= 1 && number <= 100)
  )
    check.fail('value', 'Percent off must be a whole number from 1 to 100');
  if (kind === CouponKind.AMOUNT_OFF && !(number > 0 && number <= MAX_PRICE && twoDecimals(number)))
    check.fail(
      'value',
      `Amount off must be more than 0 and at most ${MAX_PRICE}, with at most two decimals`,
    );
  if (
    kind === CouponKind.FIXED_PRICE &&
    !(number >= 0 && number <= MAX_PRICE && twoDecimals(number))
  )
    check.fail('value', `Fixed price must be from 0 to ${MAX_PRICE}, with at most two decimals`);

  const startsAt = date(check, 'startsAt', 'Start', raw.startsAt);
  const endsAt = date(check, 'endsAt', 'End', raw.endsAt);
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime())
    check.fail('endsAt', 'End must be after the start');

  const max = raw.maxRedemptions;
  if (max !== null && max !== undefined)
    check.wholeNumber(
      'maxRedemptions',
      `Maximum redemptions must be a whole number from 1 to ${MAX_REDEMPTIONS_LIMIT}`,
      max,
      1,
      MAX_REDEMPTIONS_LIMIT,
    );
  check.done();
  return {
    code: normalizeCouponCode(typed),
    kind,
    value: number,
    courseId: (raw.courseId as string | null | undefined) ?? null,
    startsAt,
    endsAt,
    maxRedemptions: (max as number | null | undefined) ?? null,
    active: raw.active === undefined ? true : Boolean(raw.active),
  };
}
