// Builds the product exactly as `npm start` does, then runs the browser tests, two files at a time
// (each file has its own server, database and browser; one file keeps a 2-core machine only about
// a quarter busy). E2E_CONCURRENCY=1 runs them one at a time.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
if (process.env.E2E_SKIP_BUILD !== '1')
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const here = fileURLToPath(new URL('.', import.meta.url));
const files = readdirSync(here).filter((name) => name.endsWith('.e2e.mjs'));
const concurrency = process.env.E2E_CONCURRENCY || '2';
execFileSync(process.execPath, ['--test', `--test-concurrency=${concurrency}`, ...files], {
  cwd: here,
  stdio: 'inherit',
});
