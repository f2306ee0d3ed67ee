import { spawn, type ChildProcess } from 'node:child_process';
import * as os from 'node:os';
import * as path from 'node:path';

const SERVER_DIR = path.resolve(__dirname, '..', '..');

/** The real server entry (src/main.ts) on embedded PostgreSQL in `dataDir`, with its output collected. */
export class ServerProcess {
  output = '';
  private readonly child: ChildProcess;
  private readonly exited: Promise<void>;

  /** `env` adds to or replaces the defaults (DATABASE_URL, say, instead of embedded PostgreSQL). */
  constructor(
    dataDir: string,
    readonly port: number,
    env: Record<string, string> = {},
  ) {
    this.child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: os.tmpdir(),
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        // A development start would transcode the demo videos in the background of every test.
        SEED_DEMO_VIDEOS: 'false',
        DATA_DIR: dataDir,
        PORT: String(port),
        ...env,
      },
    });
    const read = (chunk: Buffer) => (this.output += chunk.toString());
    this.child.stdout!.on('data', read);
    this.child.stderr!.on('data', read);
    this.exited = new Promise((resolve) => this.child.on('close', () => resolve()));
  }

  /** Resolves once the server says it is ready; fails with its output if it exits or takes a minute. */
  async ready() {
    const deadline = Date.now() + 60_000;
    while (!/Ready on http/.test(this.output)) {
      if (this.child.exitCode !== null || Date.now() > deadline)
        throw new Error(`the server did not become ready:\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  call(pathname: string, body?: object) {
    return fetch(`http://127.0.0.1:${this.port}${pathname}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    });
  }

  async stop(signal: NodeJS.Signals) {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    await this.exited;
  }
}
