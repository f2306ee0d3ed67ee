import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { requestScope } from '../../src/common/observability/logging';

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

/**
 * Like statementTexts, but only what is sent while serving an HTTP request: a background job
 * that runs meanwhile (a queued mail, say) is left out.
 */
export async function requestStatementTexts<T>(call: () => Promise<T>): Promise<[string[], T]> {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- applied to its own runner below
  const original = PostgresQueryRunner.prototype.query;
  const sent: string[] = [];
  const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query').mockImplementation(function (
    this: PostgresQueryRunner,
    ...args
  ) {
    if (requestScope.getStore()) sent.push(args[0]);
    return original.apply(this, args);
  });
  try {
    return [sent, await call()];
  } finally {
    spy.mockRestore();
  }
}
