import 'reflect-metadata';
import { inspect } from 'node:util';
import { Logger } from '@nestjs/common';
import { createApp, resolveRuntime } from './bootstrap';
import { drainAndClose } from './common/lifecycle/draining';
import { createLogger, PinoNestLogger } from './common/observability/logging';
import { ConfigError, configWarnings, loadConfig } from './config/app-config';
import type { EmbeddedDatabase } from './database/embedded-postgres';

let embedded: EmbeddedDatabase | undefined;

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  Logger.overrideLogger(new PinoNestLogger(logger)); // the lines written before the app exists
  const rule = '!'.repeat(78);
  for (const warning of configWarnings(config))
    new Logger('Config').warn(`\n${rule}\nWARNING: ${warning}\n${rule}`);
  const resolved = await resolveRuntime(config);
  const { runtime } = resolved;
  embedded = resolved.embedded;
  const app = await createApp(runtime, undefined, logger);
  // Drain the app first (requests in flight, then the pool), then the embedded database it used.
  // A second signal stops at once.
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    new Logger('Shutdown').log(`${signal}: finishing accepted requests, then stopping`);
    void drainAndClose(app, {
      delayMs: runtime.shutdownDelaySeconds * 1000,
      timeoutMs: runtime.shutdownTimeoutSeconds * 1000,
    })
      .then(() => embedded?.stop())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          new Logger('Shutdown').error(
            `Shutdown failed: ${error instanceof Error ? error.message : String(error)}`,
          );
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen(runtime.port);
  new Logger('Bootstrap').log(`Ready on http://localhost:${runtime.port} (GraphQL at /graphql)`);
}

main().catch(async (error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error instanceof Error ? error.message : inspect(error));
  }
  await embedded?.stop().catch(() => undefined);
  process.exit(1);
});
