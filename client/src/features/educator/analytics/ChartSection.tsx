import { Box, Button, Card, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useId, useState, type ReactElement } from 'react';

export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => string;
  numeric?: boolean;
}

/**
 * A chart with its accessible alternative: the drawing is one labelled image, and "Show as table"
 * gives the same numbers as a table (for screen readers, keyboards and exact values).
 */
export function ChartSection<Row>({
  title,
  summary,
  chart,
  rows,
  columns,
  rowKey,
  empty,
}: {
  title: string;
  summary: string;
  chart: ReactElement;
  rows: readonly Row[];
  columns: TableColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string;
}) {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  return (
    <Card.Root variant="outline" bg="bg" minW="0">
      <Card.Body p={{ base: '4', md: '5' }}>
        <Stack gap="3">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading as="h2" size="md" id={`${id}-title`}>
              {title}
            </Heading>
            {!empty && (
              <Button
                size="xs"
                variant="outline"
                aria-expanded={asTable}
                aria-controls={`${id}-table`}
                onClick={() => setAsTable((shown) => !shown)}
              >
                {asTable ? 'Show as chart' : 'Show as table'}
              </Button>
            )}
          </HStack>
          {empty ? (
            <Text color="fg.muted">{empty}</Text>
          ) : asTable ? (
            <Table.ScrollArea id={`${id}-table`} borderWidth="1px" rounded="md">
              <Table.Root size="sm" aria-labelledby={`${id}-title`}>
                <Table.Header>
                  <Table.Row>
                    {columns.map((c) => (
                      <Table.ColumnHeader key={c.header} textAlign={c.numeric ? 'end' : 'start'}>
                        {c.header}
                      </Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.map((row) => (
                    <Table.Row key={rowKey(row)}>
                      {columns.map((c) => (
                        <Table.Cell key={c.header} textAlign={c.numeric ? 'end' : 'start'}>
                          {c.cell(row)}
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          ) : (
            <Box role="img" aria-label={`${title}: ${summary}`} minW="0">
              {chart}
            </Box>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
