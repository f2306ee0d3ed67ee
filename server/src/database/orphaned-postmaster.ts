import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** How long a fast shutdown of the orphaned server may take before the start gives up. */
const STOP_TIMEOUT_MS = 30_000;

/**
 * Makes the embedded cluster in `dir` startable after the app was killed (SIGKILL, OOM): its
 * PostgreSQL is a separate process and outlives the app. Reads `postmaster.pid` and:
 * - when it names a live PostgreSQL serving `dir`, stops it with a fast shutdown (SIGINT: open
 *   sessions are ended, committed data is kept) and waits for it to exit;
 * - when it names a live process that is not this folder's PostgreSQL (its pid was reused), the
 *   file is stale and is removed, since PostgreSQL would refuse to start over it;
 * - when the process is gone, leaves the file: PostgreSQL sees it is stale and replaces it.
 * The lock file of a live server of this folder is never removed. Each case is logged.
 */
export async function stopOrphanedPostmaster(dir: string, log: (line: string) => void) {
  const lockFile = path.join(dir, 'postmaster.pid');
  let lines: string[];
  try {
    lines = fs.readFileSync(lockFile, 'utf8').split('\n');
  } catch {
    return; // stopped cleanly (or never started)
  }
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return; // PostgreSQL reports a malformed file itself
  if (!isRunning(pid)) {
    log(
      `${lockFile} was left by PostgreSQL process ${pid}, which is gone; PostgreSQL replaces the stale file as it starts`,
    );
    return;
  }
  if (!servesFolder(pid, dir)) {
    log(
      `${lockFile} names process ${pid}, which is not PostgreSQL serving this folder: removing the stale file`,
    );
    fs.rmSync(lockFile, { force: true });
    return;
  }
  log(
    `PostgreSQL (pid ${pid}) is still running on ${dir}, left by a previous run that did not stop it: stopping it (fast shutdown)`,
  );
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isRunning(pid)) {
    if (Date.now() > deadline)
      throw new Error(
        `PostgreSQL (pid ${pid}) on ${dir} did not stop within ${STOP_TIMEOUT_MS / 1000} s; stop it, then start again`,
      );
    await sleep(100);
  }
  log(`The previous PostgreSQL (pid ${pid}) has stopped; starting it again on the same data`);
}

/** Whether `pid` is a live process (a zombie waiting to be reaped has exited). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, owned by another user
  }
  const stat = readProc(pid, 'stat');
  return stat === undefined || !/^\d+ \(.*\) Z/.test(stat);
}

/** Whether `pid` is a postgres server started with `-D dir` (the embedded package starts it so). */
function servesFolder(pid: number, dir: string): boolean {
  const args = commandLine(pid);
  const at = args.indexOf('-D');
  if (!args[0] || path.basename(args[0]) !== 'postgres' || at < 0 || !args[at + 1]) return false;
  return sameFolder(args[at + 1], dir);
}

/** The process's arguments: /proc on Linux, `ps` elsewhere (split on spaces: good enough for our paths). */
function commandLine(pid: number): string[] {
  const proc = readProc(pid, 'cmdline');
  if (proc !== undefined) return proc.split('\0').filter(Boolean);
  try {
    return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' })
      .trim()
      .split(/\s+/);
  } catch {
    return [];
  }
}

function readProc(pid: number, file: string): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined;
  }
}

function sameFolder(a: string, b: string): boolean {
  const real = (p: string) => {
    try {
      return fs.realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  return real(a) === real(b);
}
