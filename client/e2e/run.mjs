// Builds the product exactly as `npm start` does, then runs the browser tests one file at a time.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
if (process.env.E2E_SKIP_BUILD !== '1')
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const here = fileURLToPath(new URL('.', import.meta.url));
const files = readdirSync(here).filter((name) => name.endsWith('.e2e.mjs'));
execFileSync(process.execPath, ['--test', '--test-concurrency=1', ...files], {
  cwd: here,
  stdio: 'inherit',
});
