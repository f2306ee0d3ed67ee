import type { EducatorAnalyticsQuery } from './analytics.generated';
import { formatCount, formatMoney } from '../../../lib/format';
import { TableCard } from './AnalyticsCard';
import { t as translate, useT, type EducatorMessage } from '../i18n';

type Source = EducatorAnalyticsQuery['educatorAnalytics']['sources'][number];

/** The sources the server names by a word; the others are sites and campaigns, shown as they are. */
const NAMED: Record<string, EducatorMessage> = {
  educator: 'educator.referral.label',
  direct: 'educator.analytics.sourceDirect',
};

export function sourceName(source: string): string {
  const named = NAMED[source];
  return named ? translate(named) : source;
}

/** Where visitors and buyers came from: the educator's link, campaigns (?ref, utm_source), sites. */
export function SourcesTable({ sources, currency }: { sources: Source[]; currency: string }) {
  const t = useT();
  return (
    <TableCard
      title={t('educator.analytics.sourcesTitle')}
      empty={t('educator.analytics.noSources')}
      rows={sources}
      rowKey={(s) => s.source}
      columns={[
        { header: t('educator.analytics.source'), cell: (s) => sourceName(s.source) },
        {
          header: t('educator.analytics.views'),
          cell: (s) => formatCount(s.views),
          numeric: true,
        },
        {
          header: t('educator.analytics.sales'),
          cell: (s) => formatCount(s.sales),
          numeric: true,
        },
        {
          header: t('educator.figures.netSales'),
          cell: (s) => formatMoney(s.revenue, currency),
          numeric: true,
        },
      ]}
    />
  );
}
