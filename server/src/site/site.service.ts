import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AddressLimits } from '../common/rate-limits/address-limits';
import { Checker, type RawInput } from '../common/validation';
import { ContactMessage } from './contact-message.entity';
import type { ContactMessageInput } from './dto/contact-message.input';
import type { NewsletterSubscriptionResult } from './dto/newsletter-result';
import { NewsletterSubscription } from './newsletter-subscription.entity';
import { countVisit, totalVisits } from './visit-count.queries';

export const MAX_CONTACT_MESSAGE = 5000;

@Injectable()
export class SiteService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(AddressLimits) private readonly limits: AddressLimits,
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

  async subscribeNewsletter(rawEmail: unknown): Promise<NewsletterSubscriptionResult> {
    const check = new Checker();
    const email = check.email('email', rawEmail);
    check.done();
    const result = await this.db
      .getRepository(NewsletterSubscription)
      .createQueryBuilder()
      .insert()
      .values({ email })
      .orIgnore()
      .execute();
    const added = (result.raw as unknown[]).length > 0;
    return added
      ? { message: 'Thanks for subscribing!', alreadySubscribed: false }
      : {
          message: "You're already subscribed. Thanks for staying with us!",
          alreadySubscribed: true,
        };
  }
}
