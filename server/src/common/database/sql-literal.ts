/**
 * A typed constant (a status, a role) written into SQL as a string literal, for queries that are
 * fixed strings rather than parameterised. Only for the app's own values, never for input.
 */
export const sqlLiteral = (value: string): string => `'${value.replaceAll("'", "''")}'`;

/** `'a', 'b'`: the values as a list for `IN (...)`. */
export const sqlList = (values: readonly string[]): string => values.map(sqlLiteral).join(', ');
