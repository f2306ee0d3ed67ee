import type { Locale } from '../../../../shared/locale';
import { icsAttachment } from '../../common/calendar/ics';
import type { InviteLinks } from '../../common/calendar/invite-links';
import { sessionTime } from '../../common/calendar/zoned-time';
import { translate, type MessageKey, type MessageValues } from '../../common/i18n/translate';
import type { MailMessage } from '../../mail/mail-outbox';
import { bookingIcs } from './booking-ics';
import type { CancellationRefund } from '../bookings/booking-payment-rules';

/** A booking with its session type and its two people, as the mails and invites need it. */
export interface BookingContext {
  id: string;
  sessionTypeId: string;
  mentorId: string;
  learnerId: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
  sequence: number;
  note: string;
  cancelledBy: string | null;
  cancelReason: string | null;
  title: string;
  meetingUrl: string | null;
  cancellationPolicy: string;
  /** The cancellation notice the learner saw when booking, in hours. */
  cancellationNoticeHours: number;
  mentor: Person;
  learner: Person;
}

interface Person {
  name: string;
  email: string;
  locale: Locale;
  /** The zone the person sees times in: the mentor's profile, the learner's at booking. */
  timeZone: string;
}

/** Where a booking's links lead (docs/mentorship.md, "Invites, mails and reminders"). */
export type BookingLinks = InviteLinks;

export type BookingChange =
  | { kind: 'confirmed' }
  | { kind: 'moved'; before: Date }
  | { kind: 'cancelled'; refund?: CancellationRefund }
  | { kind: 'reminder'; lead: 'day' | 'hour' };

export function bookingUrls(links: BookingLinks, booking: BookingContext) {
  const page = `${links.origin}/sessions/${booking.id}`;
  return {
    join: booking.meetingUrl ?? page,
    reschedule: `${page}?action=reschedule`,
    cancel: `${page}?action=cancel`,
  };
}

const SUBJECTS: Record<BookingChange['kind'], MessageKey> = {
  confirmed: 'mail.booking.confirmed.subject',
  moved: 'mail.booking.moved.subject',
  cancelled: 'mail.booking.cancelled.subject',
  reminder: 'mail.booking.reminder.subject',
};
const HEADINGS: Record<BookingChange['kind'], MessageKey> = {
  confirmed: 'mail.booking.confirmed.heading',
  moved: 'mail.booking.moved.heading',
  cancelled: 'mail.booking.cancelled.heading',
  reminder: 'mail.booking.reminder.heading',
};

/**
 * The mail about `change` to one side of the booking, in their language and zone. Every mail but
 * a reminder carries the calendar invite (.ics) of the booking as it now stands.
 */
export function bookingMail(
  booking: BookingContext,
  side: 'mentor' | 'learner',
  change: BookingChange,
  links: BookingLinks,
): MailMessage {
  const me = booking[side];
  const other = side === 'mentor' ? booking.learner : booking.mentor;
  const t = (id: MessageKey, values?: MessageValues) => translate(me.locale, id, values);
  const urls = bookingUrls(links, booking);
  const when = sessionTime(me.locale, booking.startsAt, me.timeZone);
  const values = {
    title: booking.title,
    name: other.name,
    when,
    lead: change.kind === 'reminder' ? change.lead : '',
  };
  const cancelled = change.kind === 'cancelled';
  const paragraphs = [t('mail.greeting', { name: me.name })];
  if (change.kind === 'moved')
    paragraphs.push(
      t('mail.booking.moved.body', {
        ...values,
        before: sessionTime(me.locale, change.before, me.timeZone),
      }),
    );
  else if (cancelled) {
    paragraphs.push(t('mail.booking.cancelled.body', values));
    const byMe = booking.cancelledBy === (side === 'mentor' ? booking.mentorId : booking.learnerId);
    const byOther =
      booking.cancelledBy === (side === 'mentor' ? booking.learnerId : booking.mentorId);
    paragraphs.push(
      byMe
        ? t('mail.booking.cancelled.byYou')
        : byOther
          ? t('mail.booking.cancelled.byOther', { name: other.name })
          : t('mail.booking.cancelled.byAdmin'),
    );
    if (booking.cancelReason)
      paragraphs.push(t('mail.booking.cancelled.reason', { reason: booking.cancelReason }));
    if (change.refund)
      paragraphs.push(
        t(`mail.booking.cancelled.refund.${change.refund}`, {
          side,
          name: booking.learner.name,
          hours: booking.cancellationNoticeHours,
        }),
      );
  } else paragraphs.push(t(`mail.booking.${change.kind}.body`, values));
  if (change.kind === 'confirmed' && side === 'mentor' && booking.note)
    paragraphs.push(t('mail.booking.note', { name: other.name, note: booking.note }));
  if (change.kind === 'confirmed' && side === 'learner')
    paragraphs.push(t('mail.booking.policy', { policy: booking.cancellationPolicy }));
  if (!cancelled)
    paragraphs.push(
      t('mail.booking.reschedule', { url: urls.reschedule }),
      t('mail.booking.cancel', { url: urls.cancel }),
    );
  if (change.kind !== 'reminder') paragraphs.push(t(`mail.booking.${change.kind}.invite`));
  return {
    kind: `booking_${change.kind}`,
    locale: me.locale,
    to: me.email,
    subject: t(SUBJECTS[change.kind], values),
    heading: t(HEADINGS[change.kind], values),
    paragraphs,
    action: cancelled ? undefined : { label: t('mail.booking.join'), url: urls.join },
    attachments:
      change.kind === 'reminder' ? [] : [calendarInvite(booking, side, links, cancelled)],
  };
}

/** The invite file one side gets: in their language, named with the other person. */
export function calendarInvite(
  booking: BookingContext,
  side: 'mentor' | 'learner',
  links: BookingLinks,
  cancelled: boolean,
) {
  const { locale } = booking[side];
  const otherName = (side === 'mentor' ? booking.learner : booking.mentor).name;
  const t = (id: MessageKey, values?: MessageValues) => translate(locale, id, values);
  const urls = bookingUrls(links, booking);
  const ics = bookingIcs({
    bookingId: booking.id,
    host: links.host,
    sequence: booking.sequence,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    summary: t('mail.booking.summary', { title: booking.title, name: otherName }),
    description: [
      t('mail.booking.ics.join', { url: urls.join }),
      t('mail.booking.ics.reschedule', { url: urls.reschedule }),
      t('mail.booking.ics.cancel', { url: urls.cancel }),
    ],
    location: urls.join,
    organizer: { name: booking.mentor.name, email: booking.mentor.email },
    attendee: { name: booking.learner.name, email: booking.learner.email },
    cancelled,
  });
  return icsAttachment(ics, cancelled);
}
