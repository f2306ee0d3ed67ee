import type { CouponKind, CouponStatus } from '../../generated/types';
import { formatDate, formatMoney } from '../../lib/format';

/** What a coupon takes off, in words: "25% off", "₹300.00 off", "Final price ₹199.00". */
export function describeCoupon(kind: CouponKind, value: number, currency: string): string {
  if (kind === 'PERCENT_OFF') return `${value}% off`;
  if (kind === 'AMOUNT_OFF') return `${formatMoney(value, currency)} off`;
  return `Final price ${formatMoney(value, currency)}`;
}

export const COUPON_KIND_LABELS: Record<CouponKind, string> = {
  PERCENT_OFF: 'Percent off',
  AMOUNT_OFF: 'Amount off',
  FIXED_PRICE: 'Fixed price',
};

export const COUPON_STATUS: Record<CouponStatus, { label: string; palette: string }> = {
  ACTIVE: { label: 'Active', palette: 'green' },
  SCHEDULED: { label: 'Scheduled', palette: 'blue' },
  EXPIRED: { label: 'Expired', palette: 'gray' },
  EXHAUSTED: { label: 'Exhausted', palette: 'orange' },
  INACTIVE: { label: 'Inactive', palette: 'red' },
};

/** "2 / 3", or "2" without a cap. */
export const redemptionsText = (redemptions: number, max: number | null) =>
  max ? `${redemptions} / ${max}` : String(redemptions);

/** When a coupon may be used, e.g. "1 Mar 2026 – 31 Mar 2026", "From 1 Mar 2026", "Always". */
export function couponPeriod(startsAt: string | null, endsAt: string | null): string {
  if (startsAt && endsAt) return `${formatDate(startsAt)} – ${formatDate(endsAt)}`;
  if (startsAt) return `From ${formatDate(startsAt)}`;
  if (endsAt) return `Until ${formatDate(endsAt)}`;
  return 'Always';
}
