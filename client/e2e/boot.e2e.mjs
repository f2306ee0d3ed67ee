// `npm start`'s server binary: a wrong setting stops the boot with a message naming the variable.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

function boot(env) {
  return spawnSync(process.execPath, ['server/dist/server/src/main.js'], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    // Loading the app before it reads its settings takes seconds, more beside other test lanes.
    timeout: 60_000,
  });
}

test('a malformed PORT stops the boot, naming PORT', () => {
  const result = boot({ PORT: 'eighty' });
  assert.equal(result.status, 1);
  assert.match(result.stderr, /Invalid configuration: PORT must be a whole number/);
});

test('production without JWT_SECRET stops the boot, naming JWT_SECRET', () => {
  const result = boot({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@127.0.0.1:1/db' });
  assert.equal(result.status, 1);
  assert.match(
    result.stderr,
    /Invalid configuration: JWT_SECRET is required when NODE_ENV=production/,
  );
});

test('a DATABASE_URL of another kind stops the boot, naming DATABASE_URL', () => {
  const result = boot({ DATABASE_URL: 'mysql://root@localhost/app' });
  assert.equal(result.status, 1);
  assert.match(result.stderr, /Invalid configuration: DATABASE_URL must start with postgres:\/\//);
});
