import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useCurrency } from '../../lib/useCurrency';
import { formatMoney, formatPrice } from '../../lib/format';
import type { AppliedCoupon } from './useAppliedCoupon';
import { couponCodeMessage, describeCoupon } from './couponText';
import { T, useT } from './i18n';

/** The price card's coupon: the price it gives, or the box to type one, with the server's refusal. */
export function CouponControl({ coupon }: { coupon: AppliedCoupon }) {
  const t = useT();
  const currency = useCurrency();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { quote, code, refusal, checking } = coupon;

  function submit(event: FormEvent) {
    event.preventDefault();
    const wrong = couponCodeMessage(typed);
    setProblem(wrong);
    if (wrong) return;
    coupon.apply(typed);
    setTyped('');
    setOpen(false);
  }

  if (quote) {
    const saving = quote.originalPrice - quote.finalPrice;
    return (
      <Stack gap="1" aria-live="polite" data-testid="coupon-applied">
        <HStack gap="2" wrap="wrap" align="baseline">
          <Text fontWeight="bold" fontSize="3xl" color="brand.900">
            {formatPrice(quote.finalPrice, currency)}
          </Text>
          {saving > 0 && (
            <Text as="s" color="fg.muted" fontSize="lg">
              {formatMoney(quote.originalPrice, currency)}
            </Text>
          )}
        </HStack>
        <Text fontSize="sm">
          <T
            id={quote.couponApplied ? 'coupons.appliedSaving' : 'coupons.appliedCourseBetter'}
            values={{
              code: quote.code,
              offer: describeCoupon(quote.kind, quote.value, currency),
              saving: formatMoney(saving, currency),
            }}
            components={{ 0: <Text as="strong" /> }}
          />
        </Text>
        <Button size="xs" variant="plain" alignSelf="start" px="0" onClick={coupon.remove}>
          {t('coupons.removeCoupon')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="2">
      {code && (checking || refusal) && (
        <Text
          fontSize="sm"
          color={refusal ? 'red.600' : 'fg.muted'}
          role={refusal ? 'alert' : 'status'}
        >
          {refusal ? t('coupons.refusal', { code, refusal }) : t('coupons.checking', { code })}
        </Text>
      )}
      {open ? (
        <form noValidate onSubmit={submit} aria-label={t('coupons.applyCoupon')}>
          <Field.Root invalid={Boolean(problem)}>
            <Field.Label>{t('coupons.couponCode')}</Field.Label>
            <HStack gap="2" width="full">
              <Input
                name="couponCode"
                value={typed}
                autoCapitalize="characters"
                autoFocus
                onChange={(e) => {
                  setTyped(e.target.value);
                  if (problem) setProblem(couponCodeMessage(e.target.value));
                }}
              />
              <Button type="submit" variant="outline">
                {t('coupons.apply')}
              </Button>
            </HStack>
            <Field.ErrorText>{problem}</Field.ErrorText>
          </Field.Root>
        </form>
      ) : (
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => setOpen(true)}>
          {t(code && refusal ? 'coupons.tryAnother' : 'coupons.applyCoupon')}
        </Button>
      )}
      {code && refusal && (
        <Button size="xs" variant="plain" alignSelf="start" px="0" onClick={coupon.remove}>
          {t('coupons.removeCoupon')}
        </Button>
      )}
    </Stack>
  );
}
