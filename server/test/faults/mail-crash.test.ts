import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../src/config/app-config';
import { freePort } from '../support/free-port';
import { fastMail, MailCatcher } from '../support/mail-catcher';
import { ServerProcess } from '../support/server-process';
import { TestApp } from '../support/test-app';

const until = async (done: () => boolean, ms: number, what: string) => {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('an instance killed while sending mail', () => {
  it('leaves the message to another instance, which delivers it exactly once', async () => {
    const smtp = await new MailCatcher(await freePort()).start();
    smtp.hold(); // the first send never gets its answer
    // Creates and migrates the database; it has no SMTP_URL, so it runs no mail worker.
    const quiet = await TestApp.start();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandcraft-mail-crash-'));
    const sender = new ServerProcess(dataDir, await freePort(), {
      DATABASE_URL: quiet.app.get<RuntimeConfig>(RUNTIME_CONFIG).databaseUrl,
      SMTP_URL: smtp.url(),
      MAIL_SEND_TIMEOUT_SECONDS: '3',
      // The expired send is retried after this; the default (30 s, doubling) only slows the test.
      MAIL_RETRY_DELAY_SECONDS: '1',
    });
    let rescuer: TestApp | undefined;
    try {
      await sender.ready();
      const registered = await sender.call('/api/auth/register', {
        name: 'Kai Killed',
        email: 'kai@example.com',
        password: 'kaipass11',
      });
      expect(registered.status).toBe(201);
      await until(() => smtp.received === 1, 30_000, 'the first send to reach the SMTP server');
      await sender.stop('SIGKILL');
      // The held message was never accepted: its connection dies with the sender.
      await smtp.stop();
      await smtp.start();
      // Its own sends get a lease long enough that no load on this machine outlasts it.
      const mail = { ...fastMail(smtp.url()).mail, expireSeconds: 10 };
      rescuer = await TestApp.beside(quiet, { ...fastMail(smtp.url()), mail });
      await smtp.waitFor('kai@example.com', /Confirm your email/, 90_000);
      await new Promise((r) => setTimeout(r, 3000));
      expect(smtp.to('kai@example.com')).toHaveLength(1);
    } finally {
      await sender.stop('SIGKILL');
      await rescuer?.close();
      await quiet.close();
      await smtp.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('a send that outlives MAIL_SEND_TIMEOUT_SECONDS on a live instance', () => {
  it('is not claimed again while it runs, and the message arrives once', async () => {
    const smtp = await new MailCatcher(await freePort()).start();
    smtp.hold();
    // The send timeout is 3 s and the queue checks every second: without a lease, the job's retry
    // claims the message again while the first send is still waiting for its answer.
    const app = await TestApp.start(fastMail(smtp.url()));
    try {
      const registered = await app.rest('post', '/api/auth/register', {
        name: 'Sol Slow',
        email: 'sol@example.com',
        password: 'solpass11',
      });
      expect(registered.status).toBe(201);
      await until(() => smtp.received === 1, 30_000, 'the first send to reach the SMTP server');
      await new Promise((r) => setTimeout(r, 9000)); // three timeouts, retries included
      expect(smtp.received).toBe(1);
      smtp.release();
      await smtp.waitFor('sol@example.com', /Confirm your email/, 10_000);
      await new Promise((r) => setTimeout(r, 4000)); // the job's retries find it sent
      expect(smtp.received).toBe(1);
      expect(smtp.to('sol@example.com')).toHaveLength(1);
      const [row] = await app.app
        .get(DataSource)
        .query<{ status: string; lease_token: string | null }[]>(
          "SELECT status, lease_token FROM outbound_mails WHERE to_address = 'sol@example.com'",
        );
      expect(row).toEqual({ status: 'sent', lease_token: null });
    } finally {
      smtp.release();
      await app.close();
      await smtp.stop();
    }
  }, 60_000);
});
