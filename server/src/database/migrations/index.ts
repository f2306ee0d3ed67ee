import type { MigrationInterface } from 'typeorm';
import { Users1795214956615 } from './1795214956615-Users';

/** Every migration, in order. The CLI and the app both read this list. */
export const migrations: (new () => MigrationInterface)[] = [Users1795214956615];
