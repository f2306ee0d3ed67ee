import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { test } from 'node:test';
import { foreignWrites } from './table-writers.mjs';

/* Only its feature writes its tables (scripts/table-writers.mjs), on a throwaway tree and the real one. */
const ROOT = path.resolve(import.meta.dirname, '..');

async function tree(files) {
  const dir = await mkdtemp(path.join(tmpdir(), 'table-writers-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

const entity = `import { Entity } from 'typeorm';
@Entity('things')
// a comment between the decorators
export class Thing {}
`;

test("writes of another folder's table are listed, the owner's and the seed's are not", async () => {
  const dir = await tree({
    'things/thing.entity.ts': entity,
    'things/things.service.ts': `export const own = (tx) => tx.getRepository(Thing).delete({ id: 1 });\n`,
    'seed/demo.ts': `export const seed = (tx) => tx.getRepository(Thing).insert({});\n`,
    'other/other.service.ts': [
      `export class Other {`,
      `  constructor(private readonly things: Repository<Thing>) {}`,
      `  a = (tx) => tx.getRepository(Thing).delete({ id: 1 });`,
      `  b = (tx) => tx.update(Thing, { id: 1 }, { name: 'x' });`,
      `  c = () => this.things.save({});`,
      `  d = (tx) => tx.createQueryBuilder().insert().into(Thing).values({}).execute();`,
      `  e = (tx) => tx.query('DELETE FROM things WHERE id = $1', [1]);`,
      `  f = (tx) => tx.getRepository(Thing).findOneBy({ id: 1 });`,
      `  g = (map) => map.delete('key');`,
      `}`,
    ].join('\n'),
  });
  try {
    const found = foreignWrites(dir).map((w) => `${w.file}:${w.line} ${w.table} ${w.owner}`);
    assert.deepEqual(found, [
      'other/other.service.ts:3 Thing things',
      'other/other.service.ts:4 Thing things',
      'other/other.service.ts:5 Thing things',
      'other/other.service.ts:6 Thing things',
      'other/other.service.ts:7 things things',
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('in server/src, every table is written only by the folder of its entity', () => {
  assert.deepEqual(foreignWrites(path.join(ROOT, 'server', 'src')), []);
});
