import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { WebhookEventType } from '../../../../shared/webhook-events';
import type { MailMessage } from '../../mail/mail-outbox';
import { Notices, type Notice } from '../../push/notices';
import { WebhookEvents } from '../../webhooks/webhook-events.service';
import { bookingContext, bookingEventData } from './booking-context';
import { bookingMail, type BookingChange, type BookingLinks } from './booking-mail';
import { BOOKING_LINKS } from './booking-links';
import { BookingReminders } from './booking-reminders';
import { FollowupSchedule } from '../bookings/followup-schedule';
import type { CancellationRefund } from '../bookings/booking-payment-rules';

const EVENTS: Record<'confirmed' | 'moved' | 'cancelled', WebhookEventType> = {
  confirmed: 'booking.created',
  moved: 'booking.rescheduled',
  cancelled: 'booking.cancelled',
};

/**
 * What a confirmed booking's changes set off, inside the transaction of the change (so a change
 * that rolls back sends nothing): a `booking` notice to each side (push/notices.ts: the bell, and
 * the mail with the calendar invite unless that person turned the mail off), the reminders of
 * its new time and its completion at its end, and the webhook event. Bookings still held for
 * their checkout set off nothing.
 */
@Injectable()
export class BookingNotices {
  constructor(
    @Inject(Notices) private readonly notices: Notices,
    @Inject(WebhookEvents) private readonly webhooks: WebhookEvents,
    @Inject(BookingReminders) private readonly reminders: BookingReminders,
    @Inject(BOOKING_LINKS) private readonly links: BookingLinks,
    @Inject(FollowupSchedule) private readonly followups: FollowupSchedule,
  ) {}

  /** A booking was confirmed (a free one at booking). */
  confirmed(tx: EntityManager, bookingId: string): Promise<void> {
    return this.notify(tx, bookingId, { kind: 'confirmed' });
  }

  /** A confirmed booking moved from `before`. */
  moved(tx: EntityManager, bookingId: string, before: Date): Promise<void> {
    return this.notify(tx, bookingId, { kind: 'moved', before });
  }

  /** A confirmed booking was cancelled; `refund`: what its payment does, when it was paid. */
  cancelled(tx: EntityManager, bookingId: string, refund?: CancellationRefund): Promise<void> {
    return this.notify(tx, bookingId, { kind: 'cancelled', refund });
  }

  private async notify(
    tx: EntityManager,
    bookingId: string,
    change: Exclude<BookingChange, { kind: 'reminder' }>,
  ): Promise<void> {
    const booking = await bookingContext(tx, bookingId);
    if (!booking) throw new Error(`booking ${bookingId} vanished inside its own transaction`);
    await this.notices.sendAll(tx, [
      bookingNotice(
        booking.learnerId,
        bookingId,
        bookingMail(booking, 'learner', change, this.links),
      ),
      bookingNotice(
        booking.mentorId,
        bookingId,
        bookingMail(booking, 'mentor', change, this.links),
      ),
    ]);
    if (change.kind !== 'cancelled') {
      await this.reminders.schedule(tx, booking);
      await this.followups.completeAt(tx, booking);
    }
    await this.webhooks.recordForOwner(tx, EVENTS[change.kind], booking.mentorId, () =>
      bookingEventData(booking),
    );
  }
}

/** A booking's mail as a `booking` notice: the bell shows its heading and subject, and opens the booking's page. */
function bookingNotice(userId: string, bookingId: string, mail: MailMessage): Notice {
  return {
    kind: 'booking',
    userId,
    mail,
    push: {
      title: mail.heading,
      body: mail.subject,
      url: `/sessions/${bookingId}`,
      tag: `booking-${bookingId}`,
    },
  };
}
