import { Badge, HStack, Text } from '@chakra-ui/react';
import { formatMoney, formatPrice } from '../../lib/format';

/** Net price, with the list price struck through and `N% OFF` only when discounted; `Free` at 0. */
export function CoursePrice({
  coursePrice,
  discount,
  netPrice,
  size = 'md',
}: {
  coursePrice: number;
  discount: number;
  netPrice: number;
  size?: 'md' | 'xl';
}) {
  return (
    <HStack gap="2" wrap="wrap">
      <Text fontWeight="bold" fontSize={size === 'xl' ? '3xl' : 'lg'} color="brand.900">
        {formatPrice(netPrice)}
      </Text>
      {discount > 0 && (
        <>
          <Text as="s" color="fg.muted" fontSize={size === 'xl' ? 'lg' : 'sm'}>
            {formatMoney(coursePrice)}
          </Text>
          <Badge colorPalette="green" variant="subtle">
            {discount}% OFF
          </Badge>
        </>
      )}
    </HStack>
  );
}
