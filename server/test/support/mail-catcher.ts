import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { RuntimeConfig } from '../../src/config/app-config';
import { MAIL_TIMINGS } from '../../src/config/mail-config';

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it accepted, parsed. `hold` makes it
 * keep the next messages' DATA without answering until released (a send in progress).
 */
export class MailCatcher {
  readonly messages: ParsedMail[] = [];
  private server: SMTPServer | undefined;
  private held: (() => void)[] = [];
  private holding = false;
  /** DATA commands received, answered or not. */
  received = 0;

  constructor(readonly port: number) {}

  url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 200,
      onData: (stream, _session, callback) => {
        this.received += 1;
        const finish = async () => {
          try {
            const parsed = await simpleParser(stream);
            const go = () => {
              this.messages.push(parsed);
              callback();
            };
            if (this.holding) this.held.push(go);
            else go();
          } catch (error) {
            callback(error as Error);
          }
        };
        void finish();
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', () => resolve());
    });
    return this;
  }

  hold() {
    this.holding = true;
  }

  /** Answers the held messages (accepting them) and stops holding. */
  release() {
    this.holding = false;
    for (const go of this.held.splice(0)) go();
  }

  /** Drops the held messages' connections unanswered, as a crashed sender's peer would see. */
  async stop(): Promise<void> {
    this.held = [];
    this.holding = false;
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
    this.server = undefined;
  }

  /** Waits for a message to `to` (and matching `subject`), at most `ms`. */
  async waitFor(to: string, subject: RegExp, ms = 20_000): Promise<ParsedMail> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.to(to).find((m) => subject.test(m.subject ?? ''));
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(
          `No mail to ${to} matching ${subject} in ${ms} ms; got: ${this.messages.map((m) => `${m.subject} -> ${addressOf(m)}`).join('; ')}`,
        );
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  to(address: string) {
    return this.messages.filter((m) => addressOf(m) === address);
  }
}

const addressOf = (m: ParsedMail) => {
  const to = Array.isArray(m.to) ? m.to[0] : m.to;
  return to?.value[0]?.address ?? '';
};

/** The token of the first link to `path` in a mail's text. */
export function linkToken(mail: ParsedMail, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`No ${path} link in: ${mail.text}`);
  return decodeURIComponent(match[1]);
}

/** Settings for an app that sends to `smtpUrl` (unset: keeps mail) and retries within seconds. */
export const fastMail = (smtpUrl?: string): Pick<RuntimeConfig, 'mail' | 'jobs'> => ({
  mail: {
    ...MAIL_TIMINGS,
    smtpUrl,
    from: 'BrandCraft <no-reply@brandcraft.test>',
    disabled: false,
    retryDelaySeconds: 1,
    expireSeconds: 3,
  },
  jobs: { maintenanceSeconds: 1, pollingSeconds: 0.5, scheduled: false },
});

/** The link with the first character of its `token` changed, always to a different one. */
export function withForgedToken(link: string): string {
  return link.replace(/token=(.)/, (_match, first: string) => `token=${first === 'x' ? 'y' : 'x'}`);
}
