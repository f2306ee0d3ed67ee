import { Card, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { EducatorAnalyticsQuery } from '../../../generated/analytics';
import { formatCount, formatMoney } from '../../../lib/format';

type Source = EducatorAnalyticsQuery['educatorAnalytics']['sources'][number];

const LABELS: Record<string, string> = {
  educator: 'Your referral link',
  direct: 'Direct or unknown',
};

export function sourceName(source: string): string {
  return LABELS[source] ?? source;
}

/** Where visitors and buyers came from: the educator's link, campaigns (?ref, utm_source), sites. */
export function SourcesTable({ sources, currency }: { sources: Source[]; currency: string }) {
  return (
    <Card.Root variant="outline" bg="bg" minW="0">
      <Card.Body p={{ base: '4', md: '5' }}>
        <Stack gap="3">
          <Heading as="h2" size="md" id="top-sources">
            Top sources
          </Heading>
          {sources.length === 0 ? (
            <Text color="fg.muted">No visits or sales in this period.</Text>
          ) : (
            <Table.ScrollArea borderWidth="1px" rounded="md">
              <Table.Root size="sm" aria-labelledby="top-sources">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Source</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Views</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Sales</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Revenue</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {sources.map((s) => (
                    <Table.Row key={s.source}>
                      <Table.Cell>{sourceName(s.source)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCount(s.views)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCount(s.sales)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatMoney(s.revenue, currency)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
