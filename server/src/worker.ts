import 'reflect-metadata';
import { inspect } from 'node:util';
import { Logger } from '@nestjs/common';
import { createApp, resolveRuntime } from './bootstrap';
import { createLogger, PinoNestLogger } from './common/observability/logging';
import { ConfigError, loadConfig } from './config/app-config';

/**
 * `npm run worker`: the app booted without an HTTP listener, so only its job workers run
 * (transcoding above all), on machines of their own that share the database and the bucket.
 */
async function worker() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  Logger.overrideLogger(new PinoNestLogger(logger));
  if (!config.databaseUrl)
    throw new ConfigError(
      'DATABASE_URL',
      'is required by npm run worker (it shares the database of the web instances)',
    );
  const { runtime } = await resolveRuntime({
    ...config,
    // The web instances seed; a worker only works.
    seedDemoData: false,
    video: { ...config.video, transcodeInProcess: true },
  });
  const app = await createApp(runtime, undefined, logger);
  await app.init();
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    new Logger('Worker').log(`${signal}: stopping the job workers`);
    void app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  new Logger('Worker').log('Running the job workers (no HTTP)');
}

worker().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Failed to start:', error instanceof Error ? error.message : inspect(error));
  process.exit(1);
});
