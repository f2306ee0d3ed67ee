import assert from 'node:assert/strict';
import * as path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

/*
 * The import rules of eslint.config.mjs, run on code linted as if it lived at a path in the tree
 * (the rules look at where a file lives): an import of database/ from a feature, and shared code
 * importing a feature are each refused; the same file with an allowed import passes. Nothing is
 * written into the tree, where a build, a typecheck or the lint running beside these tests would
 * see it. The type-aware rules, which need the file on disk, are left out.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: [
    tseslint.configs.disableTypeChecked,
    { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ],
});

async function lintAt(file, text) {
  const results = await eslint.lintText(text, { filePath: path.join(ROOT, file) });
  return results.flatMap((r) => r.messages.map((m) => m.ruleId ?? m.message));
}

test('only the composition root imports database/', async () => {
  assert.deepEqual(
    await lintAt(
      'server/src/courses/lint-fixture.ts',
      "import { ENTITIES } from '../database/typeorm-options';\nexport const a = ENTITIES.length;\n",
    ),
    ['local/import-direction'],
  );
  assert.deepEqual(
    await lintAt(
      'server/src/courses/lint-fixture.ts',
      "import { COURSE_NOT_FOUND } from './course-access';\nexport const a = COURSE_NOT_FOUND;\n",
    ),
    [],
  );
});

test('shared code imports no feature', async () => {
  assert.deepEqual(
    await lintAt(
      'server/src/common/lint-fixture.ts',
      "import { COURSE_NOT_FOUND } from '../courses/course-access';\nexport const a = COURSE_NOT_FOUND;\n",
    ),
    ['local/import-direction'],
  );
});
