// The anchor of bench-catalog.mjs's uncached read: a bare node:http + pg server answering
// `course(id) { id courseTitle coursePrice discount }` with the one statement the app runs for it
// (CourseAccess.viewable reads the course row by its primary key), nothing else. Started with
// fork(); it reports its port on the IPC channel. Env: DATABASE_URL.
import { barePool, serveJson } from './bare-json-server.mjs';

const pool = barePool();

/** Every column, as TypeORM's findOneBy selects them. */
const COURSE = 'SELECT * FROM "courses" WHERE "id" = $1 LIMIT 1';

async function course(_req, body) {
  const { id } = JSON.parse(body).variables;
  const { rows } = await pool.query(COURSE, [id]);
  if (!rows[0]) return [200, { data: null, errors: [{ message: 'Course not found' }] }];
  const { course_title: courseTitle, course_price: coursePrice, discount } = rows[0];
  const answer = { id, courseTitle, coursePrice: Number(coursePrice), discount: Number(discount) };
  return [200, { data: { course: answer } }];
}

serveJson(course);
