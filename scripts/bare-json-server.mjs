// What the bare node:http + pg anchors of the benchmarks share: a pool as large as the app's, and a
// server that hands each request's body to one handler and answers its [status, value] as JSON.
// Started with fork(); it reports its port on the IPC channel. Env: DATABASE_URL.
import http from 'node:http';
import pg from 'pg';

/** The app's pool size (server/src/database/typeorm-options.ts). */
const POOL_SIZE = 10;

export const barePool = () =>
  new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE });

function send(res, status, value) {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** Serves `handle(req, body) => Promise<[status, value]>`; a thrown error is a 400. */
export function serveJson(handle) {
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      handle(req, Buffer.concat(chunks).toString('utf8')).then(
        ([status, value]) => send(res, status, value),
        (error) => send(res, 400, { errors: [{ message: error.message }] }),
      );
    });
  });
  server.listen(0, '127.0.0.1', () => process.send(server.address().port));
}
