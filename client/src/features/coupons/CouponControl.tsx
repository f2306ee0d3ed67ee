import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { couponCodeProblem } from '../../../../shared/coupon-code';
import { useCurrency } from '../../lib/useCurrency';
import { formatMoney, formatPrice } from '../../lib/format';
import type { AppliedCoupon } from './useAppliedCoupon';
import { describeCoupon } from './couponText';

/** The price card's coupon: the price it gives, or the box to type one, with the server's refusal. */
export function CouponControl({ coupon }: { coupon: AppliedCoupon }) {
  const currency = useCurrency();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { quote, code, refusal, checking } = coupon;

  function submit(event: FormEvent) {
    event.preventDefault();
    const wrong = couponCodeProblem(typed);
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
          Coupon <Text as="strong">{quote.code}</Text>:{' '}
          {describeCoupon(quote.kind, quote.value, currency)}
          {quote.couponApplied
            ? ` (you save ${formatMoney(saving, currency)})`
            : ". The course's own discount is better, so you pay that price."}
        </Text>
        <Button size="xs" variant="plain" alignSelf="start" px="0" onClick={coupon.remove}>
          Remove coupon
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
          {refusal ? `Coupon ${code}: ${refusal}` : `Checking coupon ${code}...`}
        </Text>
      )}
      {open ? (
        <form noValidate onSubmit={submit} aria-label="Apply coupon">
          <Field.Root invalid={Boolean(problem)}>
            <Field.Label>Coupon code</Field.Label>
            <HStack gap="2" width="full">
              <Input
                name="couponCode"
                value={typed}
                autoCapitalize="characters"
                autoFocus
                onChange={(e) => {
                  setTyped(e.target.value);
                  if (problem) setProblem(couponCodeProblem(e.target.value));
                }}
              />
              <Button type="submit" variant="outline">
                Apply
              </Button>
            </HStack>
            <Field.ErrorText>{problem}</Field.ErrorText>
          </Field.Root>
        </form>
      ) : (
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => setOpen(true)}>
          {code && refusal ? 'Try another coupon' : 'Apply coupon'}
        </Button>
      )}
      {code && refusal && (
        <Button size="xs" variant="plain" alignSelf="start" px="0" onClick={coupon.remove}>
          Remove coupon
        </Button>
      )}
    </Stack>
  );
}
