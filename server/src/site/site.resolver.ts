import { Inject } from '@nestjs/common';
import { Args, Int, Mutation, Resolver } from '@nestjs/graphql';
import { AddressLimited } from '../common/rate-limits/address-limited.interceptor';
import { ClientAddress } from '../common/request-context';
import { RequestLocale } from '../common/i18n/request-locale';
import type { Locale } from '../common/i18n/translate';
import { ContactMessageInput } from './dto/contact-message.input';
import { NewsletterSubscriptionResult } from './dto/newsletter-result';
import { SiteService } from './site.service';

@Resolver()
export class SiteResolver {
  constructor(@Inject(SiteService) private readonly site: SiteService) {}

  @Mutation(() => Int, {
    description:
      'Counts a visit to the site and returns the total number of visits. An address is counted once a day.',
  })
  recordVisit(@ClientAddress() address: string) {
    return this.site.recordVisit(address);
  }

  @Mutation(() => Boolean, {
    description: 'Stores a message for the team. Invalid fields are listed in extensions.fields.',
  })
  @AddressLimited('contact')
  async sendContactMessage(@Args('input') input: ContactMessageInput) {
    await this.site.sendContactMessage(input);
    return true;
  }

  @Mutation(() => NewsletterSubscriptionResult, {
    description: 'Subscribing twice is a success that changes nothing.',
  })
  @AddressLimited('newsletter')
  subscribeNewsletter(@Args('email') email: string, @RequestLocale() locale: Locale) {
    return this.site.subscribeNewsletter(email, locale);
  }
}
