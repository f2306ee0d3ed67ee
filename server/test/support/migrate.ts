// Applies every migration to DATABASE_URL (the test run's template database; see template-database.ts).
import 'reflect-metadata';
import { runMigrations } from '../../src/database/typeorm-options';

runMigrations(process.env.DATABASE_URL!).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
