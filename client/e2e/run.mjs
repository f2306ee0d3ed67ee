// Builds the product exactly as `npm start` does, then runs the browser tests two files at a time
// (E2E_CONCURRENCY): each file has its own server, database and browser, and spends most of its
// time waiting on them. More at once, beside the other test lanes, overloaded CI's two cores.
// Every file's server starts on a copy of one data folder made here first (initdb, migrations and
// the demo seed, once), passed on as E2E_SEEDED_DATA_DIR. The seed's demo videos are transcoded
// then too, before any file starts: no browser test shares the cores with ffmpeg.
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { demoVideosReady, newDataDir, startServer } from './support.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
if (process.env.E2E_SKIP_BUILD !== '1')
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
const here = fileURLToPath(new URL('.', import.meta.url));
// E2E_EXCEPT: files (comma-separated) left out of a run of all, e.g. to run them on their own.
const except = (process.env.E2E_EXCEPT ?? '').split(',');
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(here).filter((name) => name.endsWith('.e2e.mjs') && !except.includes(name));
const concurrency = process.env.E2E_CONCURRENCY || '2';

const seeded = newDataDir();
const server = await startServer(seeded);
try {
  // SEED_DEMO_VIDEOS=false: no demo videos to wait for (hosted-video.e2e.mjs then fails).
  if (process.env.SEED_DEMO_VIDEOS !== 'false') await demoVideosReady(server);
} catch (error) {
  console.error(server.output());
  throw error;
} finally {
  await server.stop();
}
try {
  execFileSync(process.execPath, ['--test', `--test-concurrency=${concurrency}`, ...files], {
    cwd: here,
    stdio: 'inherit',
    env: { ...process.env, E2E_SEEDED_DATA_DIR: seeded },
  });
} finally {
  rmSync(seeded, { recursive: true, force: true });
}
