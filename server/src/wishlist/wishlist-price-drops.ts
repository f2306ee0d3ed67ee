import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { formatMoney, localeOr, translate } from '../common/i18n/translate';
import { linkOrigin } from '../common/public-url';
import { SignedLinks } from '../common/signed-links';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import type { PriceDropNotice } from '../courses/authoring/price-drop-notice';
import { MailOutbox } from '../mail/mail-outbox';
import { NOTICE_PATHS } from '../users/notice-unsubscribe.controller';

/**
 * The mail to a course's wishlisters when what they would pay goes down: one each, queued in the
 * transaction of the edit (course authoring calls it through the PriceDropNotice port), to those
 * who did not turn it off (`wishlistNotices`) and have not enrolled since, each with a one-click
 * unsubscribe.
 */
@Injectable()
export class WishlistPriceDrops implements PriceDropNotice {
  constructor(
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(MailOutbox) private readonly mail: MailOutbox,
    @Inject(SignedLinks) private readonly links: SignedLinks,
  ) {}

  async lowered(
    tx: EntityManager,
    course: { id: string; courseTitle: string },
    beforePaise: number,
    afterPaise: number,
  ): Promise<void> {
    if (afterPaise >= beforePaise) return;
    const people = await tx.query<{ id: string; name: string; email: string; locale: string }[]>(
      `SELECT u.id, u.name, u.email, u.locale FROM wishlist_items w JOIN users u ON u.id = w.user_id
       WHERE w.course_id = $1 AND u.wishlist_notices
         AND NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = w.user_id AND e.course_id = $1)
       ORDER BY w.created_at`,
      [course.id],
    );
    const { currency } = this.config.payments;
    const url = `${linkOrigin(this.config)}/course/${course.id}`;
    const title = course.courseTitle;
    await this.mail.queueAll(
      tx,
      people.map((person) => {
        const locale = localeOr(person.locale);
        const t = translate.bind(null, locale);
        const [before, after] = [beforePaise, afterPaise].map((p) =>
          formatMoney(locale, p, currency),
        );
        return {
          kind: 'wishlist_price_drop',
          locale,
          to: person.email,
          subject: t('mail.priceDrop.subject', { title, after }),
          heading: t('mail.priceDrop.heading', { title, after }),
          paragraphs: [
            t('mail.greeting', { name: person.name }),
            t('mail.priceDrop.body', { before, after }),
          ],
          action: { label: t('mail.priceDrop.action'), url },
          footnote: t('mail.priceDrop.footnote'),
          headers: this.links.unsubscribeHeaders(NOTICE_PATHS.wishlist, person.id),
        };
      }),
    );
  }
}
