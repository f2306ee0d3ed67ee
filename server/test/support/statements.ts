import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';

/** SQL statements one call sends, and its result. */
export async function statements<T>(call: () => Promise<T>): Promise<[number, T]> {
  const [sql, result] = await statementTexts(call);
  return [sql.length, result];
}

/** The text of every SQL statement one call sends, in order, and its result. */
export async function statementTexts<T>(call: () => Promise<T>): Promise<[string[], T]> {
  const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query');
  try {
    const result = await call();
    return [spy.mock.calls.map(([sql]) => sql), result];
  } finally {
    spy.mockRestore();
  }
}
