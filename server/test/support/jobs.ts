import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import type { TestApp } from './test-app';

/** Waits until every job of `name` queued so far has run (pg-boss's own table), at most `ms`. */
export async function jobsDone(app: TestApp, name: string, ms = 20_000): Promise<void> {
  const db = app.app.get(DataSource);
  for (const deadline = Date.now() + ms; ; await sleep(100)) {
    const [{ left }] = await db.query<{ left: number }[]>(
      `SELECT count(*)::int AS left FROM pgboss.job
        WHERE name = $1 AND state IN ('created', 'retry', 'active')`,
      [name],
    );
    if (!left) return;
    if (Date.now() > deadline) throw new Error(`${left} ${name} jobs still queued after ${ms} ms`);
  }
}

/** Lets these jobs run now (as if their start had come), and waits until they have, at most `ms`. */
export async function runJobsNow(app: TestApp, ids: string[], ms = 20_000): Promise<void> {
  const db = app.app.get(DataSource);
  await db.query(`UPDATE pgboss.job SET start_after = now() WHERE id = ANY($1::uuid[])`, [ids]);
  for (const deadline = Date.now() + ms; ; await sleep(100)) {
    const [{ done }] = await db.query<{ done: number }[]>(
      `SELECT count(*)::int AS done FROM pgboss.job WHERE id = ANY($1::uuid[]) AND state = 'completed'`,
      [ids],
    );
    if (done === ids.length) return;
    if (Date.now() > deadline) throw new Error(`${ids.length - done} jobs not run after ${ms} ms`);
  }
}
