import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { freePort } from '../support/free-port';
import { MailCatcher } from '../support/mail-catcher';
import { ServerProcess } from '../support/server-process';
import { emptyDatabase } from '../support/test-app';

/**
 * /dev/mail shows every reset link, and the demo seed creates an admin with a published password:
 * both are for a newcomer's local `npm start`, and stay off on any start that others can reach,
 * even one that left NODE_ENV at its default.
 */
describe('development conveniences', () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  let dataDir: string;
  beforeEach(async () => {
    database = await emptyDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandcraft-conveniences-'));
  });
  afterEach(async () => {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function boot(env: Record<string, string>) {
    const server = new ServerProcess(dataDir, await freePort(), {
      NODE_ENV: 'development',
      DATABASE_URL: database.url,
      ...env,
    });
    await server.ready();
    return server;
  }

  const adminSignsIn = async (server: ServerProcess) =>
    (
      await server.call('/api/auth/login', {
        email: 'admin@brandcraft.dev',
        password: 'Admin@12345',
      })
    ).status === 200;

  it.each([
    [
      'PUBLIC_URL on a public host',
      () => ({ PUBLIC_URL: 'https://courses.example.com' }),
      'PUBLIC_URL is on courses.example.com',
    ],
    ['SMTP_URL set', (smtp: MailCatcher) => ({ SMTP_URL: smtp.url() }), 'SMTP_URL is set'],
  ])(
    'with %s: no /dev/mail, no demo accounts, and the boot log says why',
    async (_case, env, reason) => {
      const smtp = await new MailCatcher(await freePort()).start();
      const server = await boot({ SEED_DEMO_DATA: 'true', ...env(smtp) });
      try {
        expect((await server.call('/dev/mail')).status).toBe(404);
        expect(await adminSignsIn(server)).toBe(false);
        expect(server.output).toContain(
          `${reason}, so this server is treated as reachable by others although NODE_ENV=development`,
        );
      } finally {
        await server.stop('SIGTERM');
        await smtp.stop();
      }
    },
    120_000,
  );

  it('keeps both on a local start (PUBLIC_URL on localhost, no SMTP_URL)', async () => {
    const server = await boot({ PUBLIC_URL: 'http://localhost:4000' });
    try {
      expect((await server.call('/dev/mail')).status).toBe(200);
      expect(await adminSignsIn(server)).toBe(true);
      expect(server.output).not.toContain('treated as reachable by others');
    } finally {
      await server.stop('SIGTERM');
    }
  }, 180_000);
});
