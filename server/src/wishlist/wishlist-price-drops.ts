import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { formatPaise } from '../../../shared/money';
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
    const people = await tx.query<{ id: string; name: string; email: string }[]>(
      `SELECT u.id, u.name, u.email FROM wishlist_items w JOIN users u ON u.id = w.user_id
       WHERE w.course_id = $1 AND u.wishlist_notices
         AND NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = w.user_id AND e.course_id = $1)
       ORDER BY w.created_at`,
      [course.id],
    );
    const { currency } = this.config.payments;
    const [before, after] = [formatPaise(beforePaise, currency), formatPaise(afterPaise, currency)];
    const url = `${linkOrigin(this.config)}/course/${course.id}`;
    await this.mail.queueAll(
      tx,
      people.map((person) => ({
        kind: 'wishlist_price_drop',
        to: person.email,
        subject: `Price drop: ${course.courseTitle} is now ${after}`,
        heading: `${course.courseTitle}: now ${after}`,
        paragraphs: [
          `Hi ${person.name},`,
          `A course on your wishlist costs less now: ${before} before, ${after} now.`,
        ],
        action: { label: 'See the course', url },
        footnote: 'You get this because the course is on your wishlist.',
        headers: this.links.unsubscribeHeaders(NOTICE_PATHS.wishlist, person.id),
      })),
    );
  }
}
