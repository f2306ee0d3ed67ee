import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { freePort } from './free-port';

const READY = /Ready to accept connections/;
const START_TIMEOUT_MS = 10_000;
const MISSING =
  "redis-server was not found: the Redis counter tests need it. Install Debian's redis-server " +
  '(sudo apt-get install redis-server); CI installs it.';

/**
 * A throwaway Redis (Debian's redis-server) on a free port, without persistence, in a temp dir.
 * `crash()` kills it as a failing server would, `run()` brings it back on the same port; `pause()`
 * freezes it.
 */
export class RedisServer {
  private process?: ChildProcess;

  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  static async start(): Promise<RedisServer> {
    const server = new RedisServer(
      await freePort(),
      fs.mkdtempSync(path.join(os.tmpdir(), 'brandcraft-redis-')),
    );
    await server.run();
    return server;
  }

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts again on the same port after `crash()`. */
  run(): Promise<void> {
    const child = spawn(
      'redis-server',
      // No snapshots, no append-only file: nothing outlives the test.
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--dir',
        this.dir,
        '--save',
        '',
        '--appendonly',
        'no',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.process = child;
    let output = '';
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`redis-server did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
      }, START_TIMEOUT_MS);
      const fail = (error: Error) => {
        clearTimeout(timer);
        reject(error);
      };
      child.on('error', (error: NodeJS.ErrnoException) =>
        fail(error.code === 'ENOENT' ? new Error(MISSING) : error),
      );
      child.on('exit', (code) => fail(new Error(`redis-server exited (${code}):\n${output}`)));
      for (const stream of [child.stdout, child.stderr])
        stream.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (!READY.test(output)) return;
          clearTimeout(timer);
          resolve();
        });
    });
  }

  /** Kills the server at once: open connections reset, new ones refused. */
  crash(): Promise<void> {
    return this.kill('SIGKILL');
  }

  /** Freezes the server: connections stay open and nothing is answered, until `resume()`. */
  pause(): void {
    this.process?.kill('SIGSTOP');
  }

  resume(): void {
    this.process?.kill('SIGCONT');
  }

  async stop(): Promise<void> {
    this.resume();
    await this.kill('SIGTERM');
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  private kill(signal: NodeJS.Signals): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }
}
