import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { formatMoney, formatPrice } from '../lib/format';
import { useCurrency } from '../lib/useCurrency';
import { discountOn } from '../../../shared/pricing';
import { useT } from './i18n';

interface Props {
  coursePrice: number;
  discount: number;
  netPrice: number;
  /** `md` for catalog cards, `xl` for the detail page, `compact` for the educator's course list. */
  size?: 'md' | 'xl' | 'compact';
}

/**
 * Net price, with the list price struck through and the discount only when discounted; `Free` at
 * 0, never with a discount (shared/pricing.ts), even for a course stored before that rule.
 */
export function CoursePrice({ coursePrice, netPrice, size = 'md', ...props }: Props) {
  const t = useT();
  const currency = useCurrency();
  const discount = discountOn(coursePrice, props.discount);
  const net = formatPrice(netPrice, currency);
  const list = formatMoney(coursePrice, currency);

  if (size === 'compact') {
    return (
      <Stack gap="0">
        <Text fontWeight="medium">{net}</Text>
        {discount > 0 && (
          <Text fontSize="xs" color="fg.muted">
            <Text as="s">{list}</Text> · {t('components.percentOff', { discount })}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <HStack gap="2" wrap="wrap">
      <Text fontWeight="bold" fontSize={size === 'xl' ? '3xl' : 'lg'} color="brand.900">
        {net}
      </Text>
      {discount > 0 && (
        <>
          <Text as="s" color="fg.muted" fontSize={size === 'xl' ? 'lg' : 'sm'}>
            {list}
          </Text>
          <Badge colorPalette="green" variant="subtle">
            {t('components.percentOffBadge', { discount })}
          </Badge>
        </>
      )}
    </HStack>
  );
}
