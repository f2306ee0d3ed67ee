import type { ValueTransformer } from 'typeorm';

/** PostgreSQL numeric arrives as a string (exact decimal); the API speaks numbers with two decimals at most. */
export const numericColumn: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
