import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp, resolveRuntime } from './bootstrap';
import { ConfigError, loadConfig } from './config/app-config';

async function main() {
  const config = loadConfig();
  const { runtime, embedded } = await resolveRuntime(config);
  const app = await createApp(runtime);
  if (embedded) {
    const stop = () => void embedded.stop().finally(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
  await app.listen(runtime.port);
  new Logger('Bootstrap').log(`Ready on http://localhost:${runtime.port} (GraphQL at /graphql)`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
