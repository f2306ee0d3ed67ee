import { Table, type TableScrollAreaProps } from '@chakra-ui/react';

type Props = TableScrollAreaProps &
  ({ label: string; labelledBy?: never } | { labelledBy: string; label?: never });

/**
 * A table's scroll area, a named region keyboard users can focus to scroll it sideways: on a
 * phone most tables are wider than the screen.
 */
export function TableScroll({ label, labelledBy, ...props }: Props) {
  return (
    <Table.ScrollArea
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={0}
      _focusVisible={{
        outline: '2px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '2px',
      }}
      {...props}
    />
  );
}
