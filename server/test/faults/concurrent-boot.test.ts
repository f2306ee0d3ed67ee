import { DataSource } from 'typeorm';
import { DEMO_ACCOUNTS, DEMO_COURSES } from '../../src/seed/demo-data';
import { migrations } from '../../src/database/migrations';
import { runMigrations } from '../../src/database/typeorm-options';
import { emptyDatabase, TestApp } from '../support/test-app';

const migrationNames = migrations.map((m) => m.name).sort();

it('migrations started together on an empty database each run once, and none fails', async () => {
  const database = await emptyDatabase();
  try {
    await Promise.all([1, 2, 3, 4].map(() => runMigrations(database.url)));
    const app = new DataSource({ type: 'postgres', url: database.url });
    await app.initialize();
    try {
      const applied: { name: string }[] = await app.query(`SELECT name FROM migrations`);
      expect(applied.map((m) => m.name).sort()).toEqual(migrationNames);
    } finally {
      await app.destroy();
    }
  } finally {
    await database.drop();
  }
});

describe('instances booting at once on an empty database', () => {
  let apps: TestApp[] = [];
  beforeAll(async () => {
    apps = await TestApp.startTogether(3, { seedDemoData: true });
  });
  afterAll(async () => {
    // The first owns the database, so it closes last.
    for (const app of [...apps].reverse()) await app.close();
  });

  const sql = (query: string) => apps[0].app.get(DataSource).query(query);

  it('applies every migration exactly once', async () => {
    const applied: { name: string; n: number }[] = await sql(
      `SELECT name, count(*)::int AS n FROM migrations GROUP BY name`,
    );
    expect(applied.map((m) => m.name).sort()).toEqual(migrationNames);
    expect(applied.every((m) => m.n === 1)).toBe(true);
  });

  it('seeds the demo catalog once', async () => {
    const [{ users, courses }] = await sql(
      `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM courses) AS courses`,
    );
    expect(users).toBe(Object.keys(DEMO_ACCOUNTS).length);
    expect(courses).toBe(DEMO_COURSES.length);
  });

  it('serves from every instance', async () => {
    for (const app of apps) {
      const res = await app.gql(`{ courses(first: 1) { totalCount } }`);
      expect(res.data?.courses.totalCount).toBe(DEMO_COURSES.length);
    }
  });
});
