import { Card, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { EducatorAnalyticsQuery } from '../../../generated/analytics';
import { formatCount, formatMoney } from '../../../lib/format';
import { describeCoupon } from '../../coupons/couponText';

type CouponRow = EducatorAnalyticsQuery['educatorAnalytics']['coupons'][number];

/** Each coupon redeemed in the period: its sales, what it brought and what it gave away. */
export function CouponsTable({ coupons, currency }: { coupons: CouponRow[]; currency: string }) {
  return (
    <Card.Root variant="outline" bg="bg" minW="0">
      <Card.Body p={{ base: '4', md: '5' }}>
        <Stack gap="3">
          <Heading as="h2" size="md" id="coupon-performance">
            Coupons
          </Heading>
          {coupons.length === 0 ? (
            <Text color="fg.muted">
              No coupon was redeemed in this period.{' '}
              <Link asChild color="brand.700" fontWeight="semibold">
                <RouterLink to="/educator/coupons">Manage coupons</RouterLink>
              </Link>
            </Text>
          ) : (
            <Table.ScrollArea borderWidth="1px" rounded="md">
              <Table.Root size="sm" aria-labelledby="coupon-performance">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Code</Table.ColumnHeader>
                    <Table.ColumnHeader>Course</Table.ColumnHeader>
                    <Table.ColumnHeader>Offer</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Redemptions</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Revenue</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Discount given</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Refunds</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {coupons.map((c) => (
                    <Table.Row key={c.couponId}>
                      <Table.Cell fontFamily="mono">{c.code}</Table.Cell>
                      <Table.Cell>{c.courseTitle ?? 'All courses'}</Table.Cell>
                      <Table.Cell>{describeCoupon(c.kind, c.value, currency)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCount(c.redemptions)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatMoney(c.revenue, currency)}</Table.Cell>
                      <Table.Cell textAlign="end">
                        {formatMoney(c.discountGiven, currency)}
                      </Table.Cell>
                      <Table.Cell textAlign="end">{formatCount(c.refunds)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
