/** Every wait on PostgreSQL is bounded, so a request fails with 503 instead of hanging. */
export const DATABASE_TIMEOUTS = {
  /** Connecting and signing in to a live server takes milliseconds; also the longest wait for a free pooled connection. */
  connectMs: 5_000,
  /** The server cancels a statement running longer; the slowest real query takes well under 100 ms. */
  statementMs: 8_000,
  /** The client gives up on a server that took the query and never answers (statement_timeout needs a live server). */
  queryMs: 10_000,
  /** The server ends a session left idle inside an open transaction, releasing its locks. */
  idleInTransactionMs: 15_000,
};
