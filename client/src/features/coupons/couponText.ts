import {
  COUPON_CODE_MAX,
  COUPON_CODE_MIN,
  couponCodeIssue,
  type CouponCodeIssue,
} from '../../../../shared/coupon-code';
import type { CouponKind, CouponStatus } from '../../generated/types';
import { formatCount, formatDate, formatMoney } from '../../lib/format';
import { t } from './i18n';

/** What a coupon takes off, in words: "25% off", "₹300.00 off", "Final price ₹199.00". */
export function describeCoupon(kind: CouponKind, value: number, currency: string): string {
  if (kind === 'PERCENT_OFF') return t('coupons.offPercent', { value: formatCount(value) });
  if (kind === 'AMOUNT_OFF')
    return t('coupons.offAmount', { amount: formatMoney(value, currency) });
  return t('coupons.finalPrice', { amount: formatMoney(value, currency) });
}

const KIND_KEYS = {
  PERCENT_OFF: 'coupons.kindPercentOff',
  AMOUNT_OFF: 'coupons.kindAmountOff',
  FIXED_PRICE: 'coupons.kindFixedPrice',
} as const satisfies Record<CouponKind, string>;

/** The coupon kinds in the form's order, each with its name in the active language. */
export const couponKindLabels = () =>
  (Object.keys(KIND_KEYS) as CouponKind[]).map((kind) => ({ kind, label: t(KIND_KEYS[kind]) }));

const STATUS = {
  ACTIVE: { key: 'coupons.statusActive', palette: 'green' },
  SCHEDULED: { key: 'coupons.statusScheduled', palette: 'blue' },
  EXPIRED: { key: 'coupons.statusExpired', palette: 'gray' },
  EXHAUSTED: { key: 'coupons.statusExhausted', palette: 'orange' },
  INACTIVE: { key: 'coupons.statusInactive', palette: 'red' },
} as const satisfies Record<CouponStatus, { key: string; palette: string }>;

/** A status's badge: its name in the active language and its colour. */
export function couponStatus(status: CouponStatus): { label: string; palette: string } {
  const { key, palette } = STATUS[status];
  return { label: t(key), palette };
}

/** "2 / 3", or "2" without a cap. */
export const redemptionsText = (redemptions: number, max: number | null) =>
  max
    ? t('coupons.redemptionsOfMax', { count: formatCount(redemptions), max: formatCount(max) })
    : formatCount(redemptions);

/** When a coupon may be used, e.g. "1 Mar 2026 – 31 Mar 2026", "From 1 Mar 2026", "Always". */
export function couponPeriod(startsAt: string | null, endsAt: string | null): string {
  if (startsAt && endsAt)
    return t('coupons.periodBetween', { start: formatDate(startsAt), end: formatDate(endsAt) });
  if (startsAt) return t('coupons.periodFrom', { date: formatDate(startsAt) });
  if (endsAt) return t('coupons.periodUntil', { date: formatDate(endsAt) });
  return t('coupons.periodAlways');
}

const ISSUE_KEYS = {
  REQUIRED: 'coupons.codeRequired',
  SPACES: 'coupons.codeSpaces',
  CHARACTERS: 'coupons.codeCharacters',
  LENGTH: 'coupons.codeLength',
} as const satisfies Record<CouponCodeIssue, string>;

/** What is wrong with a typed code (shared/coupon-code.ts's rule) in the active language, or null. */
export function couponCodeMessage(code: string): string | null {
  const issue = couponCodeIssue(code);
  return issue && t(ISSUE_KEYS[issue], { min: COUPON_CODE_MIN, max: COUPON_CODE_MAX });
}
