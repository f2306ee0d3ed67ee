import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { Client } from 'pg';

/**
 * A database with every migration applied, made once per run: `TestApp.start` copies it
 * (CREATE DATABASE … TEMPLATE) instead of migrating a new database in every test file. Tests of
 * migrating an empty database use `emptyDatabase` / `TestApp.startTogether`, which do not copy it.
 */
export async function createMigratedTemplate(adminUrl: string): Promise<string> {
  const name = `test_template_${process.pid}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // In a process of its own: loading the entities here, in Jest's parent, would leave their
  // decorator metadata behind for the test files (run in band, in this same process).
  execFileSync(process.execPath, ['-r', '@swc-node/register', 'test/support/migrate.ts'], {
    cwd: path.resolve(__dirname, '..', '..'),
    env: { ...process.env, DATABASE_URL: url.toString() },
    stdio: 'inherit',
  });
  return name;
}

export async function dropTemplate(adminUrl: string, name: string): Promise<void> {
  await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function admin(adminUrl: string, sql: string) {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
