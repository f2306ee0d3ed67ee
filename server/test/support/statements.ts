import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';

/** SQL statements one call sends, and its result. */
export async function statements<T>(call: () => Promise<T>): Promise<[number, T]> {
  const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query');
  try {
    const result = await call();
    return [spy.mock.calls.length, result];
  } finally {
    spy.mockRestore();
  }
}
