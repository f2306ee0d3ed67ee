import { Badge, type BadgeProps } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuEye } from 'react-icons/lu';
import { useRecordVisitMutation } from './site.generated';
import { formatCount } from '../../lib/format';
import { recordVisitOnce } from './recordVisitOnce';
import { useT } from './i18n';

/**
 * Counts this visit (once per app load) and shows the site's total visitor count.
 * Until the count arrives an invisible badge keeps its place, so nothing below it moves;
 * a failure is only logged and leaves nothing.
 */
export function VisitorBadge(props: BadgeProps) {
  const t = useT();
  const [recordVisit] = useRecordVisitMutation();
  const [count, setCount] = useState<number | 'failed' | null>(null);

  useEffect(() => {
    let active = true;
    recordVisitOnce(async () => {
      const { data } = await recordVisit();
      if (data === null || data === undefined) throw new Error('recordVisit returned no data');
      return data.recordVisit;
    }).then(
      (total) => {
        if (active) setCount(total);
      },
      (error: unknown) => {
        console.warn('Visitor counter failed:', error);
        if (active) setCount('failed');
      },
    );
    return () => {
      active = false;
    };
  }, [recordVisit]);

  if (count === 'failed') return null;
  const waiting = count === null;
  return (
    <Badge
      colorPalette="brand"
      variant="subtle"
      rounded="full"
      px="3"
      py="1"
      {...props}
      visibility={waiting ? 'hidden' : undefined}
      aria-hidden={waiting || undefined}
    >
      <LuEye aria-hidden />{' '}
      {waiting ? '' : t('site.visitors', { count, formatted: formatCount(count) })}
    </Badge>
  );
}
