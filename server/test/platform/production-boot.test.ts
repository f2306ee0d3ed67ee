import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import webpush from 'web-push';
import { emptyDatabase } from '../support/test-app';

const SERVER_DIR = path.resolve(__dirname, '..', '..');

/**
 * Runs the real server entry (src/main.ts) with only `env` set, until it exits, its output matches
 * `until`, or `deadlineMs` pass (then it is stopped). Resolves with its exit code (null if stopped)
 * and output.
 */
function runServer(env: Record<string, string>, until?: RegExp, deadlineMs = 20_000) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env },
    });
    const deadline = setTimeout(() => child.kill('SIGTERM'), deadlineMs);
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(deadline);
      resolve({ code, output });
    });
  });
}

describe('production boot', () => {
  let dataDir: string;
  const production = () => ({
    NODE_ENV: 'production',
    JWT_SECRET: 'production-secret-that-is-long-enough-0123456789',
    MAIL_DISABLED: 'true',
    DATA_DIR: dataDir,
  });

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandcraft-boot-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start without Razorpay keys, naming the variables, before any database starts', async () => {
    const { code, output } = await runServer(production());

    expect(code).toBe(1);
    expect(output).toContain(
      'Invalid configuration: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required when ' +
        'NODE_ENV=production (or set PAYMENT_PROVIDER=sandbox to run test payments on purpose)',
    );
    expect(fs.readdirSync(dataDir)).toEqual([]); // no embedded PostgreSQL, no generated secrets
  }, 60_000);

  it('starts the sandbox when PAYMENT_PROVIDER=sandbox is set, warning loudly', async () => {
    const warning = /WARNING: PAYMENT_PROVIDER=sandbox in production: payments are SIMULATED/;
    const { output } = await runServer(
      {
        ...production(),
        PAYMENT_PROVIDER: 'sandbox',
        DATABASE_URL: 'postgres://nobody:nothing@127.0.0.1:9/none', // never reached: killed first
      },
      warning,
    );

    expect(output).toMatch(warning);
    expect(output).toContain('!'.repeat(78));
    expect(output).not.toContain('Invalid configuration');
  }, 60_000);

  describe('on a database', () => {
    let database: Awaited<ReturnType<typeof emptyDatabase>>;
    beforeEach(async () => {
      database = await emptyDatabase();
    });
    afterEach(() => database.drop());

    /**
     * The configuration warnings of a boot that got as far as serving. Other warn-level lines (a
     * change feed slow to beat on a loaded machine) say nothing about the configuration.
     */
    async function bootWarnings(env: Record<string, string>) {
      const ready = /Ready on http/;
      const { output } = await runServer(
        { ...production(), PAYMENT_PROVIDER: 'sandbox', DATABASE_URL: database.url, ...env },
        ready,
        60_000,
      );
      expect(output).toMatch(ready);
      return output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((line) => line.level === 40 && line.msg.includes('WARNING: '))
        .map((line) => line.msg);
    }

    it('warns loudly when /metrics is open and PUBLIC_URL is unset', async () => {
      const warnings = await bootWarnings({});
      for (const warning of [
        /WARNING: METRICS_TOKEN is unset: \/metrics is open to anyone/,
        /WARNING: CREDENTIAL_ISSUER_KEY is unset/,
        /WARNING: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are unset/,
        /WARNING: PUBLIC_URL is unset: image URLs are built from each request's Host header and certificate PDFs link to localhost/,
      ])
        expect(warnings).toContainEqual(expect.stringMatching(warning));
    }, 90_000);

    // With SMTP_URL and the VAPID keys every optional job worker starts, so this boot also proves
    // they all fit pg-boss's pool (job-queue.ts refuses to start otherwise).
    it('says nothing of them once METRICS_TOKEN, PUBLIC_URL, CREDENTIAL_ISSUER_KEY and the VAPID keys are set, and starts with every job worker', async () => {
      const vapid = webpush.generateVAPIDKeys();
      const warnings = await bootWarnings({
        MAIL_DISABLED: 'false',
        SMTP_URL: 'smtp://127.0.0.1:9', // never reached: nothing is mailed before the server stops
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        METRICS_TOKEN: 'metrics-token-0123456789',
        PUBLIC_URL: 'https://courses.example.com',
        CREDENTIAL_ISSUER_KEY: generateKeyPairSync('ed25519')
          .privateKey.export({ type: 'pkcs8', format: 'pem' })
          .toString(),
      });
      expect(warnings).toEqual([expect.stringMatching(/WARNING: PAYMENT_PROVIDER=sandbox/)]);
    }, 90_000);
  });
});
