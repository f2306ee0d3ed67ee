import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { EducatorAnalyticsQuery } from './analytics.generated';
import { formatCount, formatMoney } from '../../../lib/format';
import { describeCoupon } from '../../coupons/couponText';
import { TableCard } from './AnalyticsCard';
import { T, useT } from '../i18n';

type CouponRow = EducatorAnalyticsQuery['educatorAnalytics']['coupons'][number];

/** The link to the coupons page inside a translated sentence (its text is the message's). */
function ManageCouponsLink({ children }: { children?: ReactNode }) {
  return (
    <Link asChild color="brand.700" fontWeight="semibold">
      <RouterLink to="/educator/coupons">{children}</RouterLink>
    </Link>
  );
}

/** Each coupon redeemed in the period: its sales, what it brought and what it gave away. */
export function CouponsTable({ coupons, currency }: { coupons: CouponRow[]; currency: string }) {
  const t = useT();
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <TableCard
      title={t('educator.analytics.couponsTitle')}
      empty={<T id="educator.analytics.noCoupons" components={{ 0: <ManageCouponsLink /> }} />}
      rows={coupons}
      rowKey={(c) => c.couponId}
      columns={[
        { header: t('educator.analytics.code'), cell: (c) => c.code, mono: true },
        {
          header: t('educator.analytics.course'),
          cell: (c) => c.courseTitle ?? t('educator.analytics.allCourses'),
        },
        {
          header: t('educator.analytics.offer'),
          cell: (c) => describeCoupon(c.kind, c.value, currency),
        },
        {
          header: t('educator.analytics.redemptions'),
          cell: (c) => formatCount(c.redemptions),
          numeric: true,
        },
        { header: t('educator.figures.netSales'), cell: (c) => money(c.revenue), numeric: true },
        {
          header: t('educator.analytics.discountGiven'),
          cell: (c) => money(c.discountGiven),
          numeric: true,
        },
        {
          header: t('educator.figures.refunds'),
          cell: (c) => formatCount(c.refunds),
          numeric: true,
        },
      ]}
    />
  );
}
