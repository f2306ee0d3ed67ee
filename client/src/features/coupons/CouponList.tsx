import { Badge, Card, DataList, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import type { CouponRowFragment } from './coupons.generated';
import { useCurrency } from '../../lib/useCurrency';
import { CouponActions, type CouponActionsProps } from './CouponActions';
import { couponPeriod, couponStatus, describeCoupon, redemptionsText } from './couponText';
import { useT } from './i18n';
import { TableScroll } from '../../components/TableScroll';

interface CouponListProps extends CouponActionsProps {
  coupons: CouponRowFragment[];
}

function StatusBadge({ coupon }: { coupon: CouponRowFragment }) {
  const status = couponStatus(coupon.status);
  return <Badge colorPalette={status.palette}>{status.label}</Badge>;
}

/** The educator's coupons: a table from md up, cards on phones. */
export function CouponList(props: CouponListProps) {
  const t = useT();
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
  if (props.coupons.length === 0) return <Text color="fg.muted">{t('coupons.empty')}</Text>;
  return wide ? <CouponTable {...props} /> : <CouponCards {...props} />;
}

function CouponTable({ coupons, ...actions }: CouponListProps) {
  const t = useT();
  const currency = useCurrency();
  return (
    <TableScroll label={t('coupons.coupons')} borderWidth="1px" rounded="lg" bg="bg" maxW="full">
      <Table.Root size="sm" aria-label={t('coupons.coupons')} minW="3xl">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>{t('coupons.code')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('coupons.discount')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('coupons.course')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('coupons.valid')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('coupons.redemptions')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('coupons.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('coupons.actions')}</Table.ColumnHeader>
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
                {coupon.courseTitle ?? t('coupons.allCourses')}
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
  const t = useT();
  const currency = useCurrency();
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label={t('coupons.coupons')}>
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
              <Item
                label={t('coupons.discount')}
                value={describeCoupon(coupon.kind, coupon.value, currency)}
              />
              <Item
                label={t('coupons.course')}
                value={coupon.courseTitle ?? t('coupons.allCourses')}
              />
              <Item
                label={t('coupons.valid')}
                value={couponPeriod(coupon.startsAt, coupon.endsAt)}
              />
              <Item
                label={t('coupons.redemptions')}
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
