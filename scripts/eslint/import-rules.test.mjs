import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

/*
 * The import rules of eslint.config.mjs, run on throwaway files inside the tree (the rules look at
 * where a file lives): an import of database/ from a feature, and shared code importing a
 * feature are each refused; the same files without the offending import pass.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

async function lintFiles(folder, files) {
  const dir = await mkdtemp(path.join(ROOT, folder, 'lint-fixture-'));
  try {
    const paths = [];
    for (const [name, text] of Object.entries(files)) {
      paths.push(path.join(dir, name));
      await writeFile(paths.at(-1), text);
    }
    const results = await eslint.lintFiles(paths);
    return results.flatMap((r) =>
      r.messages.map((m) => `${path.basename(r.filePath)}: ${m.ruleId}`),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test('only the composition root imports database/', async () => {
  const refused = await lintFiles('server/src/courses', {
    'a.ts':
      "import { ENTITIES } from '../../database/typeorm-options';\nexport const a = ENTITIES.length;\n",
  });
  assert.deepEqual(refused, ['a.ts: local/import-direction']);
});

test('shared code imports no feature', async () => {
  const refused = await lintFiles('server/src/common', {
    'a.ts':
      "import { COURSE_NOT_FOUND } from '../../courses/course-access';\nexport const a = COURSE_NOT_FOUND;\n",
  });
  assert.deepEqual(refused, ['a.ts: local/import-direction']);
});
