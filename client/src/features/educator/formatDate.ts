import { config } from '../../config';

const dateFormat = new Intl.DateTimeFormat(config.locale, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** An ISO date-time as a short date: '2025-03-04T10:00:00Z' -> '4 Mar 2025'. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
