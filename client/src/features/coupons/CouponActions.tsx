import { Button, HStack } from '@chakra-ui/react';
import { LuCopy, LuPencil, LuPower } from 'react-icons/lu';
import { couponLink } from '../../../../shared/coupon-code';
import { showToast } from '../../components/ui/toaster';
import type { CouponRowFragment } from './coupons.generated';

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
    showToast('success', coupon.courseId ? 'Share link copied' : 'Code copied');
  } catch {
    showToast(
      'error',
      `Could not copy. The ${coupon.courseId ? 'link' : 'code'} is ${shareText(coupon)}`,
    );
  }
}

export function CouponActions({
  coupon,
  onEdit,
  onDeactivate,
}: CouponActionsProps & { coupon: CouponRowFragment }) {
  return (
    <HStack gap="1" wrap="wrap">
      <Button size="xs" variant="outline" onClick={() => void copy(coupon)}>
        <LuCopy aria-hidden />
        {coupon.courseId ? 'Copy link' : 'Copy code'}
      </Button>
      <Button
        size="xs"
        variant="outline"
        onClick={() => onEdit(coupon)}
        aria-label={`Edit ${coupon.code}`}
      >
        <LuPencil aria-hidden />
        Edit
      </Button>
      {coupon.active && (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          onClick={() => onDeactivate(coupon)}
          aria-label={`Deactivate ${coupon.code}`}
        >
          <LuPower aria-hidden />
          Deactivate
        </Button>
      )}
    </HStack>
  );
}
