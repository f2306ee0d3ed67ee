import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp, resolveRuntime } from './bootstrap';
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
  // Close the app first (in-flight requests, pool), then the embedded database it was using.
  const shutdown = () => {
    void app
      .close()
      .then(() => embedded?.stop())
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen(runtime.port);
  new Logger('Bootstrap').log(`Ready on http://localhost:${runtime.port} (GraphQL at /graphql)`);
}

main().catch(async (error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error instanceof Error ? error.message : error);
  }
  await embedded?.stop().catch(() => undefined);
  process.exit(1);
});
