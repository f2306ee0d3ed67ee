import type { EducatorAnalyticsQuery } from './analytics.generated';
import { formatCount, formatMoney } from '../../../lib/format';
import { TableCard } from './AnalyticsCard';

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
    <TableCard
      title="Top sources"
      empty="No visits or sales in this period."
      rows={sources}
      rowKey={(s) => s.source}
      columns={[
        { header: 'Source', cell: (s) => sourceName(s.source) },
        { header: 'Views', cell: (s) => formatCount(s.views), numeric: true },
        { header: 'Sales', cell: (s) => formatCount(s.sales), numeric: true },
        { header: 'Net sales', cell: (s) => formatMoney(s.revenue, currency), numeric: true },
      ]}
    />
  );
}
