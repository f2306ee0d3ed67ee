// `npm test`: every suite, in three steps. First two lanes of Jest side by side (one core each),
// then the browser's lane (the build, then Chromium on both cores), then the first view's timings
// alone. A lane stops at its first failing suite; the other lanes and steps still run, and the
// exit code says whether all passed. Each suite's output is printed whole when it ends, then each
// suite's wall and CPU time and each step's machine-wide CPU. `node scripts/run-tests.mjs browser`
// runs one lane.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { machineCpuSeconds } from './machine-cpu.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

const suite = (name, script, env = {}) => ({ name, script, env });

const FIRST_VIEW = 'first-view.e2e.mjs';

/** Lanes of suites run in order; a suite may use what an earlier one of its lane made (the build). */
const LANES = {
  // The server's and the client's Jest tests, each split in two halves (Jest's --shard), one
  // half of each per lane, one worker each: two single-threaded lanes for the two cores, ending
  // at about the same time.
  'jest-1': [
    suite('lint rules and doc links', 'npm run test:lint-rules'),
    suite('server (jest, 1/2)', 'npm run test --workspace server -- --shard=1/2'),
    suite('client (jest, 1/2)', 'npm run test --workspace client -- --maxWorkers=1 --shard=1/2'),
  ],
  'jest-2': [
    suite('server (jest, 2/2)', 'npm run test --workspace server -- --shard=2/2'),
    suite('server faults (jest)', 'npm run test:fault --workspace server'),
    suite('client (jest, 2/2)', 'npm run test --workspace client -- --maxWorkers=1 --shard=2/2'),
  ],
  browser: [
    suite('build', 'npm run build'),
    suite('browser journeys (e2e)', 'npm run test:e2e --workspace client', {
      E2E_SKIP_BUILD: '1',
      E2E_EXCEPT: FIRST_VIEW,
    }),
    suite('two instances (scale-out)', 'npm run test:scale-out:built'),
  ],
  // The first view's timings (the cards ready when the 3-second splash lifts, CLS) measure the
  // product, not a machine busy with another lane.
  'first-view': [
    suite('first view (e2e, alone)', `npm run test:e2e --workspace client -- ${FIRST_VIEW}`, {
      E2E_SKIP_BUILD: '1',
    }),
  ],
};

/**
 * The steps of a whole run, each a set of lanes side by side. The browser's lane uses both cores
 * (two files at a time, each a Chromium, a server and a PostgreSQL): beside it, the server's
 * single-threaded tests got a quarter of a core, ran five to fifteen times slower and hit their
 * timeouts (docs/testing.md), so it runs after the Jest lanes.
 */
const STEPS = [['jest-1', 'jest-2'], ['browser'], ['first-view']];

const logDir = mkdtempSync(path.join(os.tmpdir(), 'brandcraft-tests-'));
const started = Date.now();
const seconds = (ms) => Math.round(ms / 1000);
const CPU_MARK = 'suite-cpu-time:';

/** User plus system seconds of the suite's processes, from the `times` line its shell printed. */
function cpuSeconds(output) {
  const line = output.split('\n').findLast((l) => l.startsWith(CPU_MARK)) ?? '';
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)];
  if (!parts.length) return NaN;
  return Math.round(parts.reduce((sum, [, m, s]) => sum + 60 * Number(m) + Number(s), 0));
}

const RECAP_LINES = 90;

/**
 * The lines that name what failed (`FAIL` files; Jest's `●` headings and TAP's `not ok`, each with
 * its error up to the stack), each block once, so the run's tail says
 * which test failed and why when only the tail is read.
 */
function failureLines(output) {
  const lines = output.split('\n');
  const blocks = new Set();
  lines.forEach((line, i) => {
    if (/^\s*FAIL /.test(line)) blocks.add(line);
    const until = /^\s*● /.test(line) ? /^\s+at |^\s*● / : /^\s*not ok /.test(line) && /^\s*stack:/;
    if (!until) return;
    const rest = lines.slice(i + 1, i + 24);
    const end = rest.findIndex((l) => until.test(l));
    blocks.add([line, ...rest.slice(0, end < 0 ? 16 : end)].join('\n').trimEnd());
  });
  const recap = blocks.size ? [...blocks].join('\n\n').split('\n') : lines.slice(-20);
  return recap.slice(0, RECAP_LINES).join('\n');
}

function run({ name, script, env }) {
  const log = path.join(logDir, `${name.replace(/\W+/g, '-')}.log`);
  const out = createWriteStream(log);
  const t0 = Date.now();
  // bash's `times`: the CPU time of the processes the suite waited for (see the steps' table).
  const shell = `(\n${script}\n)\nstatus=$?\ntimes > "$CPU_FILE"\necho "${CPU_MARK} $(tail -1 "$CPU_FILE")"\nexit $status`;
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', shell], {
      cwd: ROOT,
      env: { ...process.env, ...env, CPU_FILE: `${log}.cpu` },
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code, signal) => {
      out.end(() => {
        const ok = code === 0;
        const took = seconds(Date.now() - t0);
        const output = readFileSync(log, 'utf8');
        process.stdout.write(
          `\n=== ${name}: ${ok ? 'passed' : `FAILED (${signal ?? code})`} in ${took} s ===\n`,
        );
        process.stdout.write(output);
        resolve({
          name,
          ok,
          took,
          cpu: cpuSeconds(output),
          end: seconds(Date.now() - started),
          failures: ok ? '' : failureLines(output),
        });
      });
    });
  });
}

async function runLane(suites) {
  const results = [];
  for (const s of suites) {
    const result = await run(s);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((lane) => !(lane in LANES));
if (unknown.length) {
  console.error(`No lane ${unknown.join(', ')}; the lanes are ${Object.keys(LANES).join(', ')}.`);
  process.exit(2);
}
const steps = wanted.length ? [wanted] : STEPS;
const results = [];
const stepTimes = [];
for (const lanes of steps) {
  const t0 = Date.now();
  const cpu0 = machineCpuSeconds();
  for (const laneResults of await Promise.all(lanes.map((lane) => runLane(LANES[lane]))))
    results.push(...laneResults);
  stepTimes.push({
    lanes,
    took: seconds(Date.now() - t0),
    cpu: Math.round(machineCpuSeconds() - cpu0),
  });
}

const column = (value) => String(value).padStart(6);
process.stdout.write('\n=== test suites (s): took, CPU of its processes, ended at ===\n');
for (const r of results.sort((a, b) => a.end - b.end))
  process.stdout.write(
    `${column(r.took)} ${column(r.cpu)} ${column(r.end)}  ${r.name}${r.ok ? '' : '  FAILED'}\n`,
  );
const skipped = steps
  .flatMap((lanes) => lanes.flatMap((lane) => LANES[lane]))
  .filter((s) => !results.some((r) => r.name === s.name));
for (const s of skipped)
  process.stdout.write(`${column('-')} ${column('-')} ${column('-')}  ${s.name}  (not run)\n`);
// A suite's own CPU misses processes that outlive their parent (Chromium's renderers): the
// machine's busy time over each step counts them, and anything else the machine ran meanwhile.
process.stdout.write('\n=== steps (s): took, machine CPU (all cores) ===\n');
for (const step of stepTimes)
  process.stdout.write(`${column(step.took)} ${column(step.cpu)}  ${step.lanes.join(' + ')}\n`);
const machineCpu = stepTimes.reduce((sum, step) => sum + step.cpu, 0);
process.stdout.write(`${column(seconds(Date.now() - started))} ${column(machineCpu)}  all steps\n`);
for (const r of results.filter((result) => !result.ok))
  process.stdout.write(
    `\n=== what failed in ${r.name} (its whole output is above) ===\n${r.failures}\n`,
  );
process.exit(results.every((r) => r.ok) && !skipped.length ? 0 : 1);
