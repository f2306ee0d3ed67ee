import { Button, HStack, Text } from '@chakra-ui/react';
import { formatCount } from '../../lib/format';
import { useT } from './i18n';

/** Previous / next under an admin list, with where we are; `label` names the list's pages. */
export function Pager({
  page,
  pageSize,
  totalCount,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  totalCount: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  if (pages === 1) return null;
  return (
    <HStack as="nav" aria-label={label} gap="3" flexWrap="wrap">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.pager.previous')}
      </Button>
      <Text fontSize="sm" aria-live="polite">
        {t('admin.pager.position', { page: formatCount(page), pages: formatCount(pages) })}
      </Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.pager.next')}
      </Button>
    </HStack>
  );
}
