import { Text } from '@chakra-ui/react';
import { useT } from './i18n';

/** What a rating display shows in place of stars when nobody has rated yet. */
export function NoRatingsYet({ fontSize = 'sm' }: { fontSize?: string }) {
  const t = useT();
  return (
    <Text as="span" fontSize={fontSize} color="fg.muted">
      {t('components.noRatingsYet')}
    </Text>
  );
}
