import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useT } from './i18n';

/** The most a community list asks for (the API's cap on `first`). */
const MAX = 100;

/**
 * How many rows a list asks for: `page` at first, a page more with each "More", back to `page` when
 * `key` (what the list shows: its filter, its lecture) changes. `growing` says the list is longer
 * than its first page, so the previous answer of the same list may stand while the longer one loads.
 */
export function useLongerList(page: number, key = '') {
  const [asked, setAsked] = useState({ key, first: page });
  const first = asked.key === key ? asked.first : page;
  return {
    first,
    growing: first > page,
    more: () => setAsked({ key, first: Math.min(MAX, first + page) }),
  };
}

/** "More", while the list has more rows and is under the cap; it keeps focus while they load. */
export function MoreButton({
  hasNextPage,
  first,
  loading,
  onClick,
}: {
  hasNextPage: boolean | undefined;
  first: number;
  loading: boolean;
  onClick: () => void;
}) {
  const t = useT();
  if (!hasNextPage || first >= MAX) return null;
  return (
    <Button size="sm" variant="ghost" alignSelf="start" loading={loading} onClick={onClick}>
      {t('community.more')}
    </Button>
  );
}
