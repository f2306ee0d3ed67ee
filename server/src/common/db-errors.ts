import { QueryFailedError } from 'typeorm';

/** PostgreSQL refused a row because a unique index already holds its key (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';

/**
 * PostgreSQL refused text it cannot store: a NUL byte or an invalid byte sequence (SQLSTATE 22021),
 * or a character the database encoding lacks (22P05). The Checker refuses these first; this is the net.
 */
export const isUnstorableText = (error: unknown): boolean =>
  error instanceof QueryFailedError &&
  ['22021', '22P05'].includes((error.driverError as { code?: string }).code ?? '');
