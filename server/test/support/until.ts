/** Waits until `done` answers true, checking every 100 ms, for at most `ms`. */
export async function until(done: () => boolean | Promise<boolean>, what: string, ms = 20_000) {
  for (const deadline = Date.now() + ms; !(await done());) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until `count` statements of this database wait on a lock (held by the test). */
export async function untilWaitingOnLocks(
  db: { query: (sql: string) => Promise<{ waiting: number }[]> },
  count: number,
) {
  await until(async () => {
    const [{ waiting }] = await db.query(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    return waiting >= count;
  }, `${count} statement(s) waiting on a lock`);
}
