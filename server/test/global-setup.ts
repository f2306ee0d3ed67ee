import * as os from 'node:os';
import * as path from 'node:path';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { createMigratedTemplate, dropTemplate } from './support/template-database';

declare global {
  var __TEST_DB_STOP__: (() => Promise<void>) | undefined;
}

async function startContainer(): Promise<{ url: string; stop: () => Promise<void> } | undefined> {
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:16-alpine').start();
    return {
      url: container.getConnectionUri(),
      stop: async () => {
        await container.stop();
      },
    };
  } catch (error) {
    if (error instanceof Error && /container runtime strategy/i.test(error.message))
      return undefined;
    throw error;
  }
}

/**
 * One PostgreSQL server for the whole run: DATABASE_URL when set, else a testcontainer when a
 * Docker engine answers, else embedded PostgreSQL. Each test file then creates its own database,
 * a copy of one migrated here once (see support/template-database.ts).
 */
export default async function globalSetup() {
  // The AWS SDK's documented switch for its notice that Node 20 support ends in 2027.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const server = process.env.DATABASE_URL
    ? { url: process.env.DATABASE_URL, stop: () => Promise.resolve() }
    : ((await startContainer()) ??
      (await startEmbeddedPostgres(path.join(os.tmpdir(), `brandcraft-test-pg-${process.pid}`), {
        persistent: false,
      })));
  process.env.TEST_DATABASE_URL = server.url;
  const template = await createMigratedTemplate(server.url);
  process.env.TEST_TEMPLATE_DATABASE = template;
  globalThis.__TEST_DB_STOP__ = async () => {
    await dropTemplate(server.url, template);
    await server.stop();
  };
}
