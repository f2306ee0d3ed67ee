import { Badge, Card, DataList, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import type { CouponRowFragment } from './coupons.generated';
import { useCurrency } from '../../lib/useCurrency';
import { CouponActions, type CouponActionsProps } from './CouponActions';
import { COUPON_STATUS, couponPeriod, describeCoupon, redemptionsText } from './couponText';
import { TableScroll } from '../../components/TableScroll';

interface CouponListProps extends CouponActionsProps {
  coupons: CouponRowFragment[];
}

function StatusBadge({ coupon }: { coupon: CouponRowFragment }) {
  const status = COUPON_STATUS[coupon.status];
  return <Badge colorPalette={status.palette}>{status.label}</Badge>;
}

/** The educator's coupons: a table from md up, cards on phones. */
export function CouponList(props: CouponListProps) {
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
  if (props.coupons.length === 0)
    return <Text color="fg.muted">No coupons yet. Create one above to run a promotion.</Text>;
  return wide ? <CouponTable {...props} /> : <CouponCards {...props} />;
}

function CouponTable({ coupons, ...actions }: CouponListProps) {
  const currency = useCurrency();
  return (
    <TableScroll label="Coupons" borderWidth="1px" rounded="lg" bg="bg" maxW="full">
      <Table.Root size="sm" aria-label="Coupons" minW="3xl">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>Code</Table.ColumnHeader>
            <Table.ColumnHeader>Discount</Table.ColumnHeader>
            <Table.ColumnHeader>Course</Table.ColumnHeader>
            <Table.ColumnHeader>Valid</Table.ColumnHeader>
            <Table.ColumnHeader>Redemptions</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {coupons.map((coupon) => (
            <Table.Row key={coupon.id}>
              <Table.Cell fontFamily="mono" fontWeight="semibold">
                {coupon.code}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {describeCoupon(coupon.kind, coupon.value, currency)}
              </Table.Cell>
              <Table.Cell maxW="3xs" truncate>
                {coupon.courseTitle ?? 'All my courses'}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {couponPeriod(coupon.startsAt, coupon.endsAt)}
              </Table.Cell>
              <Table.Cell>{redemptionsText(coupon.redemptions, coupon.maxRedemptions)}</Table.Cell>
              <Table.Cell>
                <StatusBadge coupon={coupon} />
              </Table.Cell>
              <Table.Cell>
                <CouponActions coupon={coupon} {...actions} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}

function CouponCards({ coupons, ...actions }: CouponListProps) {
  const currency = useCurrency();
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label="Coupons">
      {coupons.map((coupon) => (
        <Card.Root as="li" key={coupon.id} variant="outline" size="sm">
          <Card.Body gap="3">
            <Stack direction="row" justify="space-between" align="center">
              <Text fontFamily="mono" fontWeight="semibold">
                {coupon.code}
              </Text>
              <StatusBadge coupon={coupon} />
            </Stack>
            <DataList.Root orientation="horizontal" size="sm">
              <Item label="Discount" value={describeCoupon(coupon.kind, coupon.value, currency)} />
              <Item label="Course" value={coupon.courseTitle ?? 'All my courses'} />
              <Item label="Valid" value={couponPeriod(coupon.startsAt, coupon.endsAt)} />
              <Item
                label="Redemptions"
                value={redemptionsText(coupon.redemptions, coupon.maxRedemptions)}
              />
            </DataList.Root>
            <CouponActions coupon={coupon} {...actions} />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
