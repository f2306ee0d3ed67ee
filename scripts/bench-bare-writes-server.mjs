// The anchor of bench-writes.mjs: a bare node:http + pg server doing a resume save's own work and
// nothing else. Per request it reads the JSON body, verifies the bearer token (HS256, the app's
// secret), reads the user with the token's session in one query, and runs the app's very upsert
// (POSITION_UPSERT, from the build), with a pool as large as the app's. Started with fork(); it
// reports its port on the IPC channel. Env: DATABASE_URL, JWT_SECRET.
import { createSecretKey } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { barePool, serveJson } from './bare-json-server.mjs';

const require = createRequire(import.meta.url);
const { verify } = require('jsonwebtoken');
const dist = fileURLToPath(new URL('../server/dist/server/src/', import.meta.url));
const { POSITION_UPSERT } = require(`${dist}learning/lecture-positions.service.js`);

const pool = barePool();
const key = createSecretKey(Buffer.from(process.env.JWT_SECRET));

/** The session check of the app's sign-in (SessionsService.signedIn), as one plain statement. */
const SIGNED_IN = `
SELECT u.id, u.token_version, u.disabled_at, s.id AS session_id
FROM users u LEFT JOIN user_sessions s ON s.id = $2 AND s.user_id = u.id AND s.revoked_at IS NULL
WHERE u.id = $1`;

async function save(req, body) {
  const token = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const claims = verify(token, key, { algorithms: ['HS256'] });
  const { rows: users } = await pool.query(SIGNED_IN, [claims.sub, claims.sid]);
  const user = users[0];
  if (!user?.session_id || user.disabled_at || user.token_version !== (claims.ver ?? 0))
    return [401, { errors: [{ message: 'Not signed in' }] }];
  const { courseId, lectureId, positionSeconds } = JSON.parse(body).variables;
  const { rows } = await pool.query(POSITION_UPSERT, [
    user.id,
    courseId,
    lectureId,
    positionSeconds,
  ]);
  return [200, { data: { saveLecturePosition: rows[0] } }];
}

serveJson(save);
