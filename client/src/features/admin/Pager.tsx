import { Button, HStack, Text } from '@chakra-ui/react';

/** Previous / next under an admin list, with where we are. */
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
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  if (pages === 1) return null;
  return (
    <HStack as="nav" aria-label={`${label} pages`} gap="3" flexWrap="wrap">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <Text fontSize="sm" aria-live="polite">
        Page {page} of {pages}
      </Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </HStack>
  );
}
