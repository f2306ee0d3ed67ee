import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { clientLayers, serverLayers, serverShared, unlayered } from './layers.mjs';

/* Every feature folder belongs to an import layer (scripts/eslint/layers.mjs), so none escapes the rule. */
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const folders = (dir) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

test('a folder in no layer is found', () => {
  const layers = [['users', 'auth'], ['payments']];
  assert.deepEqual(unlayered(['users', 'common', 'payments', 'coupons'], layers, ['common']), [
    'coupons',
  ]);
  assert.deepEqual(unlayered(['users', 'payments'], layers), []);
});

test('every folder of server/src is a feature of a layer or shared code', () => {
  assert.deepEqual(unlayered(folders('server/src'), serverLayers, serverShared), []);
});

test('every folder of client/src/features is in a layer', () => {
  assert.deepEqual(unlayered(folders('client/src/features'), clientLayers), []);
});

test('no folder is in two layers', () => {
  for (const layers of [serverLayers, clientLayers]) {
    const all = layers.flat();
    assert.deepEqual(
      all.filter((f, i) => all.indexOf(f) !== i),
      [],
    );
  }
});
