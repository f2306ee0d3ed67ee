import { Box, Button, Text } from '@chakra-ui/react';
import { useId, useState, type ReactElement } from 'react';
import { AnalyticsCard, AnalyticsTable, type TableColumn } from './AnalyticsCard';
import { useT } from '../i18n';

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
  const t = useT();
  const toggle = !empty && (
    <Button
      size="xs"
      variant="outline"
      aria-expanded={asTable}
      aria-controls={`${id}-table`}
      onClick={() => setAsTable((shown) => !shown)}
    >
      {t(asTable ? 'educator.analytics.showChart' : 'educator.analytics.showTable')}
    </Button>
  );
  return (
    <AnalyticsCard title={title} titleId={`${id}-title`} action={toggle}>
      {empty ? (
        <Text color="fg.muted">{empty}</Text>
      ) : asTable ? (
        <AnalyticsTable
          id={`${id}-table`}
          labelledBy={`${id}-title`}
          rows={rows}
          columns={columns}
          rowKey={rowKey}
        />
      ) : (
        <Box role="img" aria-label={`${title}: ${summary}`} minW="0">
          {chart}
        </Box>
      )}
    </AnalyticsCard>
  );
}
