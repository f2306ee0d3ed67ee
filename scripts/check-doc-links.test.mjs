import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { test } from 'node:test';
import { checkDocLinks, slug } from './check-doc-links.mjs';

/*
 * scripts/check-doc-links.mjs on a throwaway tree: a README and a docs page linking to a heading
 * that exists, a file that does not, and an anchor no heading makes.
 */
const SCRIPT = path.join(import.meta.dirname, 'check-doc-links.mjs');

async function fixture(files) {
  const root = await mkdtemp(path.join(tmpdir(), 'doc-links-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
  return root;
}

test('GitHub anchors: lower case, punctuation dropped, spaces turned into dashes', () => {
  assert.equal(slug('Logs, request ids and metrics'), 'logs-request-ids-and-metrics');
  assert.equal(
    slug('Refunds (the 30-day money-back guarantee)'),
    'refunds-the-30-day-money-back-guarantee',
  );
  assert.equal(slug('The `courses` query: **fast**'), 'the-courses-query-fast');
  assert.equal(slug('Figures as `<dl>`s, not <b>tables</b>'), 'figures-as-dls-not-tables');
  assert.equal(slug('snake_case _and_ emphasis'), 'snake_case-and-emphasis');
});

test('a missing file and a missing anchor are reported by line; good links are not', async (t) => {
  const root = await fixture({
    'README.md': [
      '# Project',
      '',
      'Good: [settings](docs/config.md#every-variable), [again](docs/config.md#every-variable-1),',
      '[here](#project), [the web](https://example.com/x.md) and [mail](mailto:a@b.c).',
      'Missing file: [ops](docs/operations.md).',
      '`[not a link](nowhere.md)`',
      '',
      '```md',
      '[not a link either](nowhere.md)',
      '```',
    ].join('\n'),
    'docs/config.md': [
      '# Settings',
      '',
      '## Every variable',
      '',
      '## Every variable',
      '',
      'Missing anchor: [limits](#sign-in-limits); [back](../README.md#project).',
    ].join('\n'),
  });
  t.after(() => rm(root, { recursive: true, force: true }));

  assert.deepEqual(checkDocLinks(root), [
    { file: 'README.md', line: 5, target: 'docs/operations.md' },
    { file: 'docs/config.md', line: 7, target: '#sign-in-limits' },
  ]);

  const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /^README\.md:5: docs\/operations\.md$/m);
  assert.match(run.stderr, /^docs\/config\.md:7: #sign-in-limits$/m);
});

test('exits 0 when every link points somewhere', async (t) => {
  const root = await fixture({
    'README.md': '# A\n\n[a](#a) [docs](docs/x.md#b)\n',
    'docs/x.md': '# B\n',
  });
  t.after(() => rm(root, { recursive: true, force: true }));
  const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
});
