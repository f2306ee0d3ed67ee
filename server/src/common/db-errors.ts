import { QueryFailedError } from 'typeorm';

/** PostgreSQL refused a row because a unique index already holds its key (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';
