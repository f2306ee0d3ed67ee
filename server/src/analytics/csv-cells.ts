import { stringify } from 'csv-stringify/sync';

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return before one) as a
 * formula: such text cells get a leading apostrophe, which shows the text as typed. Numbers are
 * left alone, so amounts stay numbers.
 */
export function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** CSV text with a header row, every text cell neutralised; RFC 4180 line ends. */
export function csvOf(header: string[], rows: (string | number | null)[][]): string {
  return stringify([header, ...rows], {
    record_delimiter: 'windows',
    cast: { string: neutralised },
  });
}
