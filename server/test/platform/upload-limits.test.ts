import { DataSource } from 'typeorm';
import { Role, User } from '../../src/users/user.entity';
import { signUp } from '../support/auth-operations';
import { gqlCreate, PNG, validCourse } from '../support/educator-operations';
import { newUser, TestApp } from '../support/test-app';

const MB = 1024 * 1024;
const thumbnailOf = (bytes: number) => ({ bytes: Buffer.concat([PNG, Buffer.alloc(bytes)]) });

/**
 * Passport keeps one 'jwt' strategy per process: only the app started last looks up tokens' users
 * and their sessions. Copying the educator's row and its sign-in session into both databases makes
 * one token good in either app.
 */
async function copyUser(from: TestApp, to: TestApp, id: string) {
  for (const [table, column] of [
    ['users', 'id'],
    ['user_sessions', 'user_id'],
  ]) {
    const rows = await from.app
      .get(DataSource)
      .query<Record<string, unknown>[]>(`SELECT * FROM ${table} WHERE ${column} = $1`, [id]);
    for (const row of rows) {
      const columns = Object.keys(row);
      await to.app
        .get(DataSource)
        .query(
          `INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
          Object.values(row),
        );
    }
  }
}

/** Two apps in one process, started together: each must keep its own MAX_UPLOAD_BYTES. */
describe('the thumbnail size limit over GraphQL multipart', () => {
  let small: TestApp;
  let large: TestApp;
  let token: string;

  beforeAll(async () => {
    [small, large] = await Promise.all([
      TestApp.start({ maxUploadBytes: 1 * MB }),
      TestApp.start({ maxUploadBytes: 2 * MB }),
    ]);
    const session = await signUp(small, newUser());
    await small.app
      .get(DataSource)
      .getRepository(User)
      .update(session.user.id, { role: Role.EDUCATOR });
    await copyUser(small, large, session.user.id);
    token = session.token;
  });
  afterAll(async () => {
    await Promise.all([small?.close(), large?.close()]);
  });

  it('refuses a file over the 1 MB limit, naming that limit', async () => {
    const res = await gqlCreate(small, token, validCourse(), thumbnailOf(1.5 * MB));
    expect(res.body.errors[0]).toMatchObject({
      message: 'Thumbnail must be at most 1 MB',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('accepts the same file where the limit is 2 MB', async () => {
    const res = await gqlCreate(large, token, validCourse(), thumbnailOf(1.5 * MB));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createCourse.courseThumbnail).toMatch(/\.jpg$/);
  });

  it('refuses a file over the 2 MB limit, naming that limit', async () => {
    const res = await gqlCreate(large, token, validCourse(), thumbnailOf(2 * MB));
    expect(res.body.errors[0]).toMatchObject({
      message: 'Thumbnail must be at most 2 MB',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
