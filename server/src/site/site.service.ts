import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AddressLimits } from '../common/rate-limits/address-limits';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { MailOutbox } from '../mail/mail-outbox';
import { Checker, type RawInput } from '../common/validation';
import { translate, type Locale } from '../common/i18n/translate';
import { ContactMessage } from './contact-message.entity';
import type { ContactMessageInput } from './dto/contact-message.input';
import type { NewsletterSubscriptionResult } from './dto/newsletter-result';
import { SignedLinks } from '../common/signed-links';
import { NewsletterSubscription } from './newsletter-subscription.entity';
import { countVisit, totalVisits } from './visit-count.queries';

export const MAX_CONTACT_MESSAGE = 5000;
export const NEWSLETTER_PATHS = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
};
export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thanks for subscribing! Confirm from the mail we just sent you.',
  already: "You're already subscribed. Thanks for staying with us!",
};

@Injectable()
export class SiteService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(AddressLimits) private readonly limits: AddressLimits,
    @Inject(MailOutbox) private readonly mail: MailOutbox,
    @Inject(SignedLinks) private readonly links: SignedLinks,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  /**
   * Counts a visit from `address` and returns the total so far, atomically. An address is counted
   * once per visitor period (a day); a repeat visit gets the total without adding to it.
   */
  async recordVisit(address: string): Promise<number> {
    return (await this.limits.isNewVisitor(address)) ? countVisit(this.db) : totalVisits(this.db);
  }

  async sendContactMessage(input: RawInput<ContactMessageInput>): Promise<void> {
    const check = new Checker();
    const email = check.email('email', input.email);
    const message = check.requiredText('message', 'Message', input.message, MAX_CONTACT_MESSAGE, {
      multiline: true,
    });
    check.done();
    await this.db.getRepository(ContactMessage).insert({ email, message });
  }

  /**
   * Double opt-in: records the address unconfirmed and mails a confirmation link; nothing else is
   * ever sent to it until it confirms. Asking again before confirming sends the link again, at
   * most `accountMails` (3) an hour per address, like an account's reset mails: further requests
   * get the same answer and no mail. The subscription row is locked while counting, so requests
   * racing for one address are counted one after the other.
   */
  /** `locale`: the language of the request, the confirmation mail's. */
  async subscribeNewsletter(
    rawEmail: unknown,
    locale: Locale = 'en',
  ): Promise<NewsletterSubscriptionResult> {
    const check = new Checker();
    const email = check.email('email', rawEmail);
    check.done();
    return this.db.transaction(async (tx) => {
      const subscriptions = tx.getRepository(NewsletterSubscription);
      await subscriptions.createQueryBuilder().insert().values({ email }).orIgnore().execute();
      const subscription = await subscriptions.findOneOrFail({
        where: { email },
        lock: { mode: 'pessimistic_write' },
      });
      if (subscription.confirmedAt)
        return { message: NEWSLETTER_MESSAGES.already, alreadySubscribed: true };
      const subscribed = { message: NEWSLETTER_MESSAGES.subscribed, alreadySubscribed: false };
      const { points, windowSeconds } = this.config.anonymousWriteLimits.accountMails;
      const [{ sent }] = await tx.query<{ sent: number }[]>(
        `SELECT count(*)::int AS sent FROM outbound_mails WHERE to_address = $1
           AND kind = 'newsletter_confirmation' AND created_at > now() - make_interval(secs => $2)`,
        [email, windowSeconds],
      );
      if (sent >= points) return subscribed;
      const t = translate.bind(null, locale);
      await this.mail.queue(tx, {
        kind: 'newsletter_confirmation',
        locale,
        to: email,
        subject: t('mail.newsletter.subject'),
        heading: t('mail.newsletter.heading'),
        paragraphs: [t('mail.newsletter.body')],
        action: {
          label: t('mail.newsletter.action'),
          url: this.links.url(NEWSLETTER_PATHS.confirm, subscription.id),
        },
        footnote: t('mail.newsletter.footnote'),
        headers: this.links.unsubscribeHeaders(NEWSLETTER_PATHS.unsubscribe, subscription.id),
      });
      return subscribed;
    });
  }

  /** True when the link was valid (confirming twice is fine). */
  async confirmNewsletter(id: unknown, token: unknown): Promise<boolean> {
    if (!this.links.valid(NEWSLETTER_PATHS.confirm, id, token)) return false;
    const result = await this.db
      .getRepository(NewsletterSubscription)
      .createQueryBuilder()
      .update()
      .set({ confirmedAt: () => 'coalesce(confirmed_at, now())' })
      .where({ id })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Forgets the address. True when the link was valid, whether or not it was still subscribed. */
  async unsubscribeNewsletter(id: unknown, token: unknown): Promise<boolean> {
    if (!this.links.valid(NEWSLETTER_PATHS.unsubscribe, id, token)) return false;
    await this.db.getRepository(NewsletterSubscription).delete({ id });
    return true;
  }
}
