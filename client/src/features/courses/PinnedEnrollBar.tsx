import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { formatPrice } from '../../lib/format';
import { useCurrency } from '../../lib/useCurrency';
import { useT } from './i18n';

/** Whether `target` has scrolled up past the top of the window (not merely below the fold). */
function useScrolledPast(target: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) =>
      setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return past;
}

/**
 * On phones, once the price card (`card`) has scrolled away: a bar fixed at the bottom with the
 * price and the card's own Enroll button (same label, same action). The page's bottom is padded by
 * the bar's height meanwhile, so it covers nothing. Hidden from the `md` breakpoint up, where the
 * card stays in view (sticky beside the content).
 */
export function PinnedEnrollBar({
  card,
  netPrice,
  label,
  onEnroll,
  disabled,
  busy,
}: {
  card: RefObject<HTMLElement | null>;
  netPrice: number;
  label: string;
  onEnroll: () => void;
  disabled: boolean;
  busy: boolean;
}) {
  const t = useT();
  const currency = useCurrency();
  const shown = useScrolledPast(card);
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const height = bar.current?.offsetHeight;
    // offsetHeight is 0 where the bar is hidden (md and up): nothing to pad there.
    if (!shown || !height) return;
    const { style } = document.body;
    const previous = style.paddingBottom;
    style.paddingBottom = `${height}px`;
    return () => {
      style.paddingBottom = previous;
    };
  }, [shown]);

  if (!shown) return null;
  return (
    <Box
      ref={bar}
      role="region"
      aria-label={t('courses.pinned.label')}
      data-testid="pinned-enroll-bar"
      hideFrom="md"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      shadow="lg"
      px="4"
      py="3"
      pb="calc(0.75rem + env(safe-area-inset-bottom))"
    >
      <HStack gap="3" justify="space-between">
        <Stack gap="0">
          <Text fontSize="xs" color="fg.muted">
            {t('courses.pinned.price')}
          </Text>
          <Text fontWeight="bold" fontSize="lg" color="brand.900">
            {formatPrice(netPrice, currency)}
          </Text>
        </Stack>
        <Button
          colorPalette="brand"
          size="lg"
          flex="1"
          maxW="xs"
          onClick={onEnroll}
          disabled={disabled}
          loading={busy}
          loadingText={t('courses.price.processing')}
        >
          {label}
        </Button>
      </HStack>
    </Box>
  );
}
