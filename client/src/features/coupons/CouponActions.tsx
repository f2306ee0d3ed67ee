import { Button, HStack } from '@chakra-ui/react';
import { LuCopy, LuPencil, LuPower } from 'react-icons/lu';
import { couponLink } from '../../../../shared/coupon-code';
import { showToast } from '../../components/ui/toaster';
import type { CouponRowFragment } from './coupons.generated';
import { t as translate, useT } from './i18n';

export interface CouponActionsProps {
  onEdit: (coupon: CouponRowFragment) => void;
  onDeactivate: (coupon: CouponRowFragment) => void;
}

/** The share text of a coupon: the course link that applies it, or the code for all courses. */
const shareText = (coupon: CouponRowFragment) =>
  coupon.courseId
    ? `${window.location.origin}${couponLink(coupon.courseId, coupon.code)}`
    : coupon.code;

async function copy(coupon: CouponRowFragment) {
  try {
    await navigator.clipboard.writeText(shareText(coupon));
    showToast('success', translate(coupon.courseId ? 'coupons.linkCopied' : 'coupons.codeCopied'));
  } catch {
    showToast(
      'error',
      translate(coupon.courseId ? 'coupons.copyFailedLink' : 'coupons.copyFailedCode', {
        text: shareText(coupon),
      }),
    );
  }
}

export function CouponActions({
  coupon,
  onEdit,
  onDeactivate,
}: CouponActionsProps & { coupon: CouponRowFragment }) {
  const t = useT();
  return (
    <HStack gap="1" wrap="wrap">
      <Button size="xs" variant="outline" onClick={() => void copy(coupon)}>
        <LuCopy aria-hidden />
        {t(coupon.courseId ? 'coupons.copyLink' : 'coupons.copyCode')}
      </Button>
      <Button
        size="xs"
        variant="outline"
        onClick={() => onEdit(coupon)}
        aria-label={t('coupons.editLabel', { code: coupon.code })}
      >
        <LuPencil aria-hidden />
        {t('coupons.edit')}
      </Button>
      {coupon.active && (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          onClick={() => onDeactivate(coupon)}
          aria-label={t('coupons.deactivateLabel', { code: coupon.code })}
        >
          <LuPower aria-hidden />
          {t('coupons.deactivate')}
        </Button>
      )}
    </HStack>
  );
}
