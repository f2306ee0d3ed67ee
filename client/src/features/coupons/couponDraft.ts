import { normalizeCouponCode } from '../../../../shared/coupon-code';
import type { CouponRowFragment } from './coupons.generated';
import type { CouponKind, CreateCouponInput } from '../../generated/types';
import { couponCodeMessage } from './couponText';
import { t } from './i18n';

/** The coupon form as typed: every field a string, as inputs hold them. */
export interface CouponDraft {
  code: string;
  kind: CouponKind;
  value: string;
  /** '' for all of the educator's courses. */
  courseId: string;
  /** `datetime-local` values, in the viewer's time zone; '' for none. */
  startsAt: string;
  endsAt: string;
  maxRedemptions: string;
}

export type CouponField = keyof CouponDraft;
export type CouponErrors = Partial<Record<CouponField, string>>;

export const EMPTY_COUPON: CouponDraft = {
  code: '',
  kind: 'PERCENT_OFF',
  value: '',
  courseId: '',
  startsAt: '',
  endsAt: '',
  maxRedemptions: '',
};

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO instant as a `datetime-local` value in the viewer's time zone. */
const localInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export const draftOf = (coupon: CouponRowFragment): CouponDraft => ({
  code: coupon.code,
  kind: coupon.kind,
  value: String(coupon.value),
  courseId: coupon.courseId ?? '',
  startsAt: localInput(coupon.startsAt),
  endsAt: localInput(coupon.endsAt),
  maxRedemptions: coupon.maxRedemptions ? String(coupon.maxRedemptions) : '',
});

const twoDecimals = (n: number) => Math.round(n * 100) === n * 100;

/** The form's own check, by the server's rules (the code rule is the same shared one). */
export function couponProblems(draft: CouponDraft): CouponErrors {
  const errors: CouponErrors = {};
  const code = couponCodeMessage(draft.code);
  if (code) errors.code = code;
  const value = draft.value.trim() === '' ? NaN : Number(draft.value);
  if (draft.kind === 'PERCENT_OFF' && !(Number.isInteger(value) && value >= 1 && value <= 100))
    errors.value = t('coupons.percentRange');
  if (draft.kind === 'AMOUNT_OFF' && !(value > 0 && twoDecimals(value)))
    errors.value = t('coupons.amountRange');
  if (draft.kind === 'FIXED_PRICE' && !(value >= 0 && twoDecimals(value)))
    errors.value = t('coupons.fixedRange');
  if (draft.startsAt && draft.endsAt && new Date(draft.endsAt) <= new Date(draft.startsAt))
    errors.endsAt = t('coupons.endAfterStart');
  if (draft.maxRedemptions.trim()) {
    const max = Number(draft.maxRedemptions);
    if (!(Number.isInteger(max) && max >= 1))
      errors.maxRedemptions = t('coupons.maxRedemptionsWhole');
  }
  return errors;
}

const instant = (local: string) => (local ? new Date(local).toISOString() : null);

export const couponInput = (draft: CouponDraft): CreateCouponInput => ({
  code: normalizeCouponCode(draft.code),
  kind: draft.kind,
  value: Number(draft.value),
  courseId: draft.courseId || null,
  startsAt: instant(draft.startsAt),
  endsAt: instant(draft.endsAt),
  maxRedemptions: draft.maxRedemptions.trim() ? Number(draft.maxRedemptions) : null,
});
