import { DataSource } from 'typeorm';
import { freePort } from './free-port';
import { fastMail, MailCatcher } from './mail-catcher';
import { TestApp } from './test-app';
import { localWebhooks, WebhookReceiver } from './webhook-receiver';

export interface Inbox {
  app: TestApp;
  db: DataSource;
  /** A real SMTP server the app's mail goes to, retried within seconds. */
  smtp: MailCatcher;
  /** A real receiver of the app's webhooks, verifying each signature. */
  receiver: WebhookReceiver;
}

/**
 * For a file of tests that read what goes out: starts the app before them with its mail and
 * webhooks going to `smtp` and `receiver` here, and closes it all after them, failing the file if
 * any delivery's signature was bad. The fields are there once the file's tests run.
 */
export function inboxForTests(): Inbox {
  const inbox = {} as Inbox;
  beforeAll(async () => {
    inbox.receiver = await new WebhookReceiver().start();
    inbox.smtp = await new MailCatcher(await freePort()).start();
    inbox.app = await TestApp.start({ ...fastMail(inbox.smtp.url()), ...localWebhooks() });
    inbox.db = inbox.app.app.get(DataSource);
  }, 60_000);
  afterAll(async () => {
    expect(inbox.receiver?.badSignatures).toEqual([]);
    await inbox.app?.close();
    await inbox.smtp?.stop();
    await inbox.receiver?.close();
  });
  return inbox;
}
