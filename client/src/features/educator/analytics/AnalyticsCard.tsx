import { Card, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { TableScroll } from '../../../components/TableScroll';

export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => string;
  numeric?: boolean;
  /** Set in a monospace font (codes). */
  mono?: boolean;
}

/** One card of the analytics page: its heading (with `action` beside it) over its content. */
export function AnalyticsCard({
  title,
  titleId,
  action,
  children,
}: {
  title: string;
  titleId: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root variant="outline" bg="bg" minW="0">
      <Card.Body p={{ base: '4', md: '5' }}>
        <Stack gap="3">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading as="h2" size="md" id={titleId}>
              {title}
            </Heading>
            {action}
          </HStack>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Rows as a table named by the heading `labelledBy`, scrolling sideways on narrow screens. */
export function AnalyticsTable<Row>({
  id,
  labelledBy,
  rows,
  columns,
  rowKey,
}: {
  id?: string;
  labelledBy: string;
  rows: readonly Row[];
  columns: TableColumn<Row>[];
  rowKey: (row: Row) => string;
}) {
  const align = (c: TableColumn<Row>) => (c.numeric ? 'end' : 'start');
  return (
    <TableScroll labelledBy={labelledBy} id={id} borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-labelledby={labelledBy}>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c.header} textAlign={align(c)}>
                {c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              {columns.map((c) => (
                <Table.Cell
                  key={c.header}
                  textAlign={align(c)}
                  fontFamily={c.mono ? 'mono' : undefined}
                >
                  {c.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}

/** A card holding one table, or `empty` when there are no rows. */
export function TableCard<Row>({
  title,
  empty,
  ...table
}: {
  title: string;
  empty: ReactNode;
  rows: readonly Row[];
  columns: TableColumn<Row>[];
  rowKey: (row: Row) => string;
}) {
  const titleId = useId();
  return (
    <AnalyticsCard title={title} titleId={titleId}>
      {table.rows.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <AnalyticsTable labelledBy={titleId} {...table} />
      )}
    </AnalyticsCard>
  );
}
