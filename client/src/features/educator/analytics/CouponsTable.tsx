import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { EducatorAnalyticsQuery } from './analytics.generated';
import { formatCount, formatMoney } from '../../../lib/format';
import { describeCoupon } from '../../coupons/couponText';
import { TableCard } from './AnalyticsCard';

type CouponRow = EducatorAnalyticsQuery['educatorAnalytics']['coupons'][number];

/** Each coupon redeemed in the period: its sales, what it brought and what it gave away. */
export function CouponsTable({ coupons, currency }: { coupons: CouponRow[]; currency: string }) {
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <TableCard
      title="Coupons"
      empty={
        <>
          No coupon was redeemed in this period.{' '}
          <Link asChild color="brand.700" fontWeight="semibold">
            <RouterLink to="/educator/coupons">Manage coupons</RouterLink>
          </Link>
        </>
      }
      rows={coupons}
      rowKey={(c) => c.couponId}
      columns={[
        { header: 'Code', cell: (c) => c.code, mono: true },
        { header: 'Course', cell: (c) => c.courseTitle ?? 'All courses' },
        { header: 'Offer', cell: (c) => describeCoupon(c.kind, c.value, currency) },
        { header: 'Redemptions', cell: (c) => formatCount(c.redemptions), numeric: true },
        { header: 'Net sales', cell: (c) => money(c.revenue), numeric: true },
        { header: 'Discount given', cell: (c) => money(c.discountGiven), numeric: true },
        { header: 'Refunds', cell: (c) => formatCount(c.refunds), numeric: true },
      ]}
    />
  );
}
