import { useSearchParams } from 'react-router-dom';
import { normalizeCouponCode } from '../../../../shared/coupon-code';
import { useCouponQuoteQuery } from './coupons.generated';
import { errorMessage } from '../../lib/errorMessage';
import { useT } from './i18n';

/**
 * The coupon applied on a course page, kept in the address (`?coupon=CODE`) so a shared link applies
 * it and a reload keeps it, with the server's quote for it or its refusal. Not asked when not
 * `wanted` (the viewer cannot buy the course).
 */
export function useAppliedCoupon(courseId: string, wanted = true) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const code = normalizeCouponCode(params.get('coupon') ?? '');
  const { data, error, loading } = useCouponQuoteQuery({
    variables: { courseId, code },
    skip: !code || !wanted,
    fetchPolicy: 'network-only',
  });

  function setCode(next: string | null) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('coupon', normalizeCouponCode(next));
        else updated.delete('coupon');
        return updated;
      },
      { replace: true },
    );
  }

  const quote = code && data?.couponQuote.code === code ? data.couponQuote : null;
  return {
    code,
    quote,
    checking: Boolean(code) && loading,
    refusal: code && error ? errorMessage(error, t('coupons.checkFailed')) : null,
    apply: (next: string) => setCode(next),
    remove: () => setCode(null),
  };
}

export type AppliedCoupon = ReturnType<typeof useAppliedCoupon>;
