import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useT } from '../i18n';
import type { SeatActions } from './useSeatActions';

/** A coupon (optional) and the button that opens the seat's checkout. */
export function PayForSeat({ label, actions }: { label: string; actions: SeatActions }) {
  const t = useT();
  const [coupon, setCoupon] = useState('');
  return (
    <Stack gap="3">
      <Field.Root maxW="16rem">
        <Field.Label>{t('live.seat.coupon')}</Field.Label>
        <Input value={coupon} autoComplete="off" onChange={(e) => setCoupon(e.target.value)} />
      </Field.Root>
      <Button
        colorPalette="brand"
        alignSelf="flex-start"
        loading={actions.busy}
        onClick={() => void actions.pay(coupon.trim() || null)}
      >
        {label}
      </Button>
    </Stack>
  );
}
