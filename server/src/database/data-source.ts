import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { migrationOptions } from './typeorm-options';

/** DataSource for the TypeORM CLI: `DATABASE_URL=... npx typeorm -d dist/server/src/database/data-source.js migration:show`. */
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must be set to use the TypeORM CLI');

export default new DataSource(migrationOptions(url));
