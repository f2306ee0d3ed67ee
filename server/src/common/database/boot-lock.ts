import type { EntityManager, QueryRunner } from 'typeorm';

/**
 * One PostgreSQL advisory lock serialises the boot-time work of every instance on a database
 * (migrations, then the demo seed), so instances started together apply each exactly once: the
 * first runs it, the others wait, then find it done.
 */
const BOOT_LOCK = "hashtext('brandcraft boot')";

/** Runs `work` holding the boot lock on `runner`'s session; waits for another instance's work first. */
export async function withBootLock<T>(runner: QueryRunner, work: () => Promise<T>): Promise<T> {
  await runner.query(`SELECT pg_advisory_lock(${BOOT_LOCK})`);
  try {
    return await work();
  } finally {
    await runner.query(`SELECT pg_advisory_unlock(${BOOT_LOCK})`);
  }
}

/** Takes the boot lock until `tx` ends; call first in a transaction that must not run twice. */
export async function takeBootLock(tx: EntityManager): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(${BOOT_LOCK})`);
}
