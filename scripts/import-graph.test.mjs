import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { test } from 'node:test';
import { importFigures } from './import-graph.mjs';

/*
 * The import graphs (scripts/import-graph.mjs): no cycle of files in server/src, client/src or
 * shared/, type-only imports included, and few imports back up between server folders.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const MAX_BACK_UP = 7;

async function tree(files) {
  const dir = await mkdtemp(path.join(tmpdir(), 'import-graph-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

test('a type-only cycle of files and imports back up between folders are counted', async () => {
  const dir = await tree({
    'a/a.ts': "import type { B } from './b';\nimport { c1 } from '../c/c1';\nexport type A = B;\n",
    'a/b.tsx': "import type {\n  A,\n} from './a';\nexport type B = A;\n",
    'a/x.entity.ts': 'export class X {}\n',
    'c/c1.ts': "import { X } from '../a/x.entity';\nexport const c1 = X;\n",
    'c/c2.ts': "import { X } from '../a/x.entity';\nexport const c2 = X;\n",
  });
  try {
    const figures = importFigures(dir);
    assert.deepEqual(figures.fileCycles, [['a/a.ts', 'a/b.tsx']]);
    assert.equal(figures.crossFolderImports, 3);
    assert.equal(figures.crossFolderEntityImports, 2);
    assert.equal(figures.backUpImports, 1); // a -> c once, against c -> a twice
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test(`server/src has no cycle of files and at most ${MAX_BACK_UP} imports back up`, () => {
  const figures = importFigures(path.join(ROOT, 'server', 'src'));
  assert.deepEqual(figures.fileCycles, []);
  assert.ok(
    figures.backUpImports <= MAX_BACK_UP,
    `${figures.backUpImports} imports back up: ${JSON.stringify(figures.mutualPairs)}`,
  );
});

for (const root of ['client/src', 'shared']) {
  test(`${root} has no cycle of files`, () => {
    assert.deepEqual(importFigures(path.join(ROOT, root)).fileCycles, []);
  });
}
