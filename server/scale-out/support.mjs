// The scaled topology on one machine, with real parts: one PostgreSQL, an S3 stand-in, and
// instances of the built server as separate processes, each with a data folder of its own.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import * as fs from 'node:fs';
import * as http from 'node:http';
import { freePort } from '../../scripts/free-port.mjs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const main = path.join(serverDir, 'dist/server/src/main.js');
const S3rver = require('s3rver');
const pg = require('pg');

export const tempDir = (name) => fs.mkdtempSync(path.join(os.tmpdir(), `brandcraft-${name}-`));


/** A throwaway PostgreSQL cluster (the product's own embedded-postgres helper). */
export async function startPostgres() {
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: build the server first`);
  const { startEmbeddedPostgres } = require(
    path.join(serverDir, 'dist/server/src/database/embedded-postgres.js'),
  );
  return startEmbeddedPostgres(tempDir('scale-pg'), { persistent: false });
}

export async function sql(databaseUrl, text, values) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The S3 stand-in (s3rver), with one bucket; `publicUrl` is where browsers load objects. */
export async function startS3(bucket = 'thumbnails') {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: tempDir('scale-s3'),
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    publicUrl: `${endpoint}/${bucket}`,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: `${endpoint}/${bucket}`,
    },
    stop: () => server.close(),
  };
}

/** Settings every instance shares, as a deployment would give them. */
export const sharedEnv = () => ({
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(48).toString('base64url'),
  PAYMENT_PROVIDER: 'sandbox',
  MAIL_DISABLED: 'true',
  RAZORPAY_KEY_SECRET: randomBytes(24).toString('base64url'),
  SEED_DEMO_DATA: 'true',
  SEED_DEMO_VIDEOS: 'false',
  // Longer than the balancer's health-check interval, so it stops sending before the listener closes.
  SHUTDOWN_DELAY_SECONDS: '1',
  SHUTDOWN_TIMEOUT_SECONDS: '10',
});

/** Starts one instance of the built server; resolves once it is ready. */
export async function startInstance(name, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: tempDir(`scale-${name}`) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited during boot:\n${output}`);
    if (Date.now() > deadline) throw new Error(`${name} not ready after 90 s:\n${output}`);
    const ready = await fetch(`${url}/api/health/ready`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    name,
    url,
    port,
    output: () => output,
    exited,
    signal: (sig) => child.kill(sig),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * One request on a connection of its own (as a load balancer opening a connection per request).
 * Resolves `{ status, body }`, or `{ error }` with the socket error's code.
 */
export function send(baseUrl, { method = 'GET', path: p, headers = {}, body }) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const req = http.request(
      { host: hostname, port, method, path: p, agent: false, headers },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', (error) => resolve({ error: error.code ?? error.message }));
      },
    );
    req.on('error', (error) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  });
}

export async function json(baseUrl, method, p, body, token) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await send(baseUrl, {
    method,
    path: p,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.error) throw new Error(`${method} ${p}: ${res.error}`);
  return { status: res.status, headers: res.headers, body: JSON.parse(res.body.toString()) };
}

/** A real 800 x 450 PNG (the server decodes uploads): kept as a 640 px JPEG fallback and WebP. */
export const PNG = await sharp({
  create: { width: 800, height: 450, channels: 3, background: { r: 91, g: 60, b: 196 } },
})
  .png()
  .toBuffer();

/** POST /api/educator/add-course as the original client sends it: multipart courseData + image. */
export async function addCourse(baseUrl, token, course, image = PNG) {
  const form = new FormData();
  form.append('courseData', JSON.stringify(course));
  form.append('image', new Blob([image], { type: 'image/png' }), 'thumb.png');
  const res = await fetch(`${baseUrl}/api/educator/add-course`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}
