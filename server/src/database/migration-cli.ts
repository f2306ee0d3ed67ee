import 'reflect-metadata';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { startEmbeddedPostgres } from './embedded-postgres';
import { migrationOptions } from './typeorm-options';

/**
 * `check`: applies every migration to a fresh database and fails if the entities still need changes.
 * `generate <Name>`: writes those changes as a new migration file.
 * Uses DATABASE_URL (it must be an empty database) or a throwaway embedded PostgreSQL.
 */
async function main() {
  const [command, name] = process.argv.slice(2);
  if (command !== 'check' && command !== 'generate')
    throw new Error('usage: migration-cli check | generate <Name>');
  if (command === 'generate' && !/^[A-Z][A-Za-z0-9]+$/.test(name ?? ''))
    throw new Error('generate needs a PascalCase name');

  const embedded = process.env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres(fs.mkdtempSync(path.join(os.tmpdir(), 'pg-migrations-')), {
        persistent: false,
      });
  const dataSource = new DataSource(migrationOptions(process.env.DATABASE_URL ?? embedded!.url));
  try {
    await dataSource.initialize();
    await dataSource.runMigrations();
    const pending = await dataSource.driver.createSchemaBuilder().log();
    if (command === 'check') {
      if (pending.upQueries.length > 0) {
        console.error('Entities and migrations disagree. Missing from migrations:');
        for (const q of pending.upQueries) console.error(`  ${q.query};`);
        console.error('Run `npm run migration:generate --workspace server -- <Name>`.');
        process.exitCode = 1;
      } else {
        console.log('Migrations match the entities.');
      }
      return;
    }
    if (pending.upQueries.length === 0) {
      console.log('No changes to migrate.');
      return;
    }
    const timestamp = Date.now();
    const file = path.join(__dirname, 'migrations', `${timestamp}-${name}.ts`);
    const lines = (queries: { query: string; parameters?: unknown[] }[]) =>
      queries
        .map(
          (q) =>
            `    await queryRunner.query(${JSON.stringify(q.query)}${q.parameters?.length ? `, ${JSON.stringify(q.parameters)}` : ''});`,
        )
        .join('\n');
    fs.writeFileSync(
      file,
      `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${name}${timestamp} implements MigrationInterface {
  name = '${name}${timestamp}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${lines(pending.upQueries)}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${lines([...pending.downQueries].reverse())}
  }
}
`,
    );
    registerMigration(`${name}${timestamp}`, `${timestamp}-${name}`);
    console.log(
      `Wrote ${path.relative(process.cwd(), file)} and listed it in migrations/index.ts.`,
    );
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
  }
}

/** Adds the new migration to the ordered list in migrations/index.ts. */
function registerMigration(className: string, fileName: string) {
  const index = path.join(__dirname, 'migrations', 'index.ts');
  const source = fs.readFileSync(index, 'utf8');
  const withImport = source.replace(
    /(\/\*\* Every migration)/,
    `import { ${className} } from './${fileName}';\n\n$1`,
  );
  fs.writeFileSync(
    index,
    withImport.replace(/,?\s*\];\s*$/, `, ${className}];\n`).replace(/\n\nimport/, '\nimport'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
