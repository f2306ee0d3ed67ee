import { Badge, type BadgeProps } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuEye } from 'react-icons/lu';
import { useRecordVisitMutation } from '../../generated/graphql';
import { formatCount } from '../../lib/format';
import { recordVisitOnce } from './recordVisitOnce';

/**
 * Counts this visit (once per app load) and shows the site's total visitor count.
 * Renders nothing until the count arrives; a failure is only logged.
 */
export function VisitorBadge(props: BadgeProps) {
  const [recordVisit] = useRecordVisitMutation();
  const [count, setCount] = useState<number | null>(null);

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
      (error: unknown) => console.warn('Visitor counter failed:', error),
    );
    return () => {
      active = false;
    };
  }, [recordVisit]);

  if (count === null) return null;
  return (
    <Badge colorPalette="brand" variant="subtle" rounded="full" px="3" py="1" {...props}>
      <LuEye aria-hidden /> {formatCount(count)} visitors
    </Badge>
  );
}
