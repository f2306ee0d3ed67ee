import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/database/embedded-postgres';

/** Signals a process, unless it has ended since it was listed (e.g. a backend whose client left). */
function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** A PostgreSQL server of the suite's own, to crash, restart, freeze and thaw under the app. */
export class FaultDatabase {
  private constructor(
    private readonly dir: string,
    private server: EmbeddedDatabase,
  ) {}

  static async start(): Promise<FaultDatabase> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandcraft-fault-pg-'));
    return new FaultDatabase(dir, await startEmbeddedPostgres(dir, { persistent: true }));
  }

  get url(): string {
    return this.server.url;
  }

  /**
   * Stops the server immediately (no checkpoint: the restart replays the WAL, as after a crash)
   * and starts it again on the same port.
   */
  async crashAndRestart(): Promise<void> {
    const postmaster = this.postmasterPid();
    const stopped = this.server.stop(); // asks for a fast shutdown...
    process.kill(postmaster, 'SIGQUIT'); // ...and at once for an immediate one
    await stopped;
    const port = Number(new URL(this.server.url).port);
    this.server = await startEmbeddedPostgres(this.dir, { persistent: true, port });
  }

  /** The server keeps its sockets but answers nothing: every PostgreSQL process is stopped. */
  freeze(): void {
    const postmaster = this.postmasterPid();
    signal(postmaster, 'SIGSTOP'); // first, so it starts no backend while the others stop
    for (const pid of this.children(postmaster)) signal(pid, 'SIGSTOP');
  }

  thaw(): void {
    const postmaster = this.postmasterPid();
    for (const pid of this.children(postmaster)) signal(pid, 'SIGCONT');
    signal(postmaster, 'SIGCONT');
  }

  async destroy(): Promise<void> {
    try {
      this.thaw();
      await this.server.stop();
    } finally {
      fs.rmSync(this.dir, { recursive: true, force: true });
    }
  }

  private postmasterPid(): number {
    const pid = Number(
      fs.readFileSync(path.join(this.dir, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    // 0 or less would signal our own process group
    if (!Number.isInteger(pid) || pid <= 0) throw new Error(`No postmaster pid in ${this.dir}`);
    return pid;
  }

  /** The postmaster's children (backends, checkpointer, WAL writer...), read from /proc. */
  private children(postmaster: number): number[] {
    return fs
      .readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          // field 4 of /proc/<pid>/stat is the parent pid; the command name before it may hold spaces
          const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
        } catch {
          return false; // the process ended while we looked
        }
      })
      .map(Number);
  }
}
