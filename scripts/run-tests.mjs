// `npm test`: every suite, in two lanes: the server's and client's tests, and the build with the
// tests that use it; then the first view's timings alone. Lanes run one after the other unless
// TEST_LANES_AT_ONCE says more. A lane stops at its first failing suite, the next still runs, and
// the exit code says whether all passed. Each suite's output is printed whole when it ends, then
// each suite's wall and CPU time. `node scripts/run-tests.mjs server` runs one lane.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

const suite = (name, script, env = {}) => ({ name, script, env });

const FIRST_VIEW = 'first-view.e2e.mjs';

/** Lanes of suites run in order; a suite may use what an earlier one of its lane made (the build). */
const LANES = {
  server: [
    suite('lint rules and doc links', 'npm run test:lint-rules'),
    suite('server (jest)', 'npm run test --workspace server'),
    suite('server faults (jest)', 'npm run test:fault --workspace server'),
    suite('client (jest)', 'npm run test --workspace client'),
  ],
  browser: [
    suite('build', 'npm run build'),
    suite('browser journeys (e2e)', 'npm run test:e2e --workspace client', {
      E2E_SKIP_BUILD: '1',
      E2E_EXCEPT: FIRST_VIEW,
    }),
    suite('two instances (scale-out)', 'npm run test:scale-out:built'),
  ],
};

/**
 * After the lanes, alone: the first view's timings (the cards ready when the 3-second splash
 * lifts, CLS) measure the product, not a machine busy with another lane.
 */
const ALONE = [
  suite('first view (e2e, alone)', `npm run test:e2e --workspace client -- ${FIRST_VIEW}`, {
    E2E_SKIP_BUILD: '1',
  }),
];

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

function run({ name, script, env }) {
  const log = path.join(logDir, `${name.replace(/\W+/g, '-')}.log`);
  const out = createWriteStream(log);
  const t0 = Date.now();
  // bash's `times` reports the CPU time of all the suite ran, PostgreSQL and browsers included.
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
        resolve({ name, ok, took, cpu: cpuSeconds(output), end: seconds(Date.now() - started) });
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
const lanes = Object.entries(LANES).filter(([lane]) => !wanted.length || wanted.includes(lane));
// One lane at a time by default: on a 2-core machine the server's tests beside the browser's ran
// 10 to 15 times slower and hit their timeouts (docs/testing.md). TEST_LANES_AT_ONCE=2 on more cores.
const atOnce = Math.max(1, Number(process.env.TEST_LANES_AT_ONCE) || 1);
const waiting = [...lanes];
const laneResults = [];
await Promise.all(
  Array.from({ length: atOnce }, async () => {
    for (let next = waiting.shift(); next; next = waiting.shift())
      laneResults.push(...(await runLane(next[1])));
  }),
);
const results = laneResults;
const everyLane = lanes.length === Object.keys(LANES).length;
if (everyLane && results.every((r) => r.ok)) results.push(...(await runLane(ALONE)));

const column = (value) => String(value).padStart(6);
process.stdout.write('\n=== test suites (s): took, CPU (user + system), ended at ===\n');
for (const r of results.sort((a, b) => a.end - b.end))
  process.stdout.write(
    `${column(r.took)} ${column(r.cpu)} ${column(r.end)}  ${r.name}${r.ok ? '' : '  FAILED'}\n`,
  );
const skipped = [...lanes.flatMap(([, suites]) => suites), ...(everyLane ? ALONE : [])].filter(
  (s) => !results.some((r) => r.name === s.name),
);
for (const s of skipped)
  process.stdout.write(
    `${column('-')} ${column('-')} ${column('-')}  ${s.name}  (not run: an earlier suite of its lane failed)\n`,
  );
const cpu = results.reduce((sum, r) => sum + (Number.isNaN(r.cpu) ? 0 : r.cpu), 0);
process.stdout.write(
  `${column(seconds(Date.now() - started))} ${column(cpu)}         all suites\n`,
);
process.exit(results.every((r) => r.ok) && !skipped.length ? 0 : 1);
