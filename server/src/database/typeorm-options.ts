import type { DataSourceOptions } from 'typeorm';
import { User } from '../users/user.entity';
import { migrations } from './migrations';

export const ENTITIES = [User];

export function typeormOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: ENTITIES,
    migrations,
    migrationsRun: false,
    synchronize: false,
    uuidExtension: 'pgcrypto',
    logging: false, // failed queries reach the error mapper; TypeORM's logger would print parameters such as password hashes
  };
}
