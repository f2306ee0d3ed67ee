import type { EntityManager } from 'typeorm';
import type { InviteLinks } from '../../common/calendar/invite-links';
import type { ReminderLead } from '../../common/calendar/reminder-jobs';
import { sessionTime } from '../../common/calendar/zoned-time';
import { translate, type MessageKey, type MessageValues } from '../../common/i18n/translate';
import type { MailMessage } from '../../mail/mail-outbox';
import { LiveOccurrenceStatus, type LiveOccurrence } from '../live-occurrence.entity';
import { confirmedSeats, type LiveContext } from './live-context';
import { inviteCancels, liveInviteAttachment, livePageUrl, type InviteReader } from './live-ics';

/** What a live session's mail is about; each carries the series invite but an offer and a reminder. */
export type LiveChange =
  | { kind: 'scheduled' }
  | { kind: 'confirmed' }
  | { kind: 'offered'; expiresAt: Date }
  | { kind: 'seatCancelled' }
  | { kind: 'moved'; occurrence: LiveOccurrence }
  | { kind: 'occurrenceCancelled'; occurrence: LiveOccurrence }
  | { kind: 'cancelled' }
  | { kind: 'reminder'; occurrence: LiveOccurrence; lead: ReminderLead };

const MAIL_KINDS: Record<LiveChange['kind'], string> = {
  scheduled: 'live_scheduled',
  confirmed: 'live_seat_confirmed',
  offered: 'live_seat_offered',
  seatCancelled: 'live_seat_cancelled',
  moved: 'live_occurrence_moved',
  occurrenceCancelled: 'live_occurrence_cancelled',
  cancelled: 'live_cancelled',
  reminder: 'live_reminder',
};

/** What the invite attached to each kind does to the reader's calendar. */
const INVITE_NOTE: Partial<Record<LiveChange['kind'], MessageKey>> = {
  scheduled: 'mail.live.invite',
  confirmed: 'mail.live.invite',
  moved: 'mail.live.update',
  occurrenceCancelled: 'mail.live.update',
  cancelled: 'mail.live.remove',
  seatCancelled: 'mail.live.remove',
};

/** The meetings still to come (scheduled, not started) at `now`. */
const upcoming = (context: LiveContext, now: Date) =>
  context.occurrences
    .filter((o) => o.status === LiveOccurrenceStatus.SCHEDULED && o.startsAt > now)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());

/** Where a reminder's button leads: the host's own meeting link, else the meeting's room. */
const joinUrl = (context: LiveContext, occurrence: LiveOccurrence, links: InviteLinks) =>
  context.session.meetingUrl ?? `${links.origin}/live/rooms/${occurrence.id}`;

/**
 * The mail about `change` to one reader (the host or a seat holder), in their language and with
 * every time in their zone (docs/live-sessions.md, "Invites and reminders").
 */
export function liveMail(
  context: LiveContext,
  reader: InviteReader,
  change: LiveChange,
  links: InviteLinks,
  now = new Date(),
): MailMessage {
  const { session, host } = context;
  const { locale, timeZone } = reader.person;
  const t = (id: MessageKey, values?: MessageValues) => translate(locale, id, values);
  const time = (when: Date) => sessionTime(locale, when, timeZone);
  const ahead = upcoming(context, now);
  const next = ahead[0] ?? context.occurrences[context.occurrences.length - 1];
  const occurrence = 'occurrence' in change ? change.occurrence : next;
  const values: MessageValues = {
    title: session.title,
    name: host.name,
    count: ahead.length,
    when: time(occurrence.startsAt),
    before: time(occurrence.originalStartsAt),
    deadline: change.kind === 'offered' ? time(change.expiresAt) : '',
    lead: change.kind === 'reminder' ? change.lead : '',
  };
  const paragraphs = [
    t('mail.greeting', { name: reader.person.name }),
    t(`mail.live.${change.kind}.body`, values),
  ];
  if ((change.kind === 'moved' || change.kind === 'occurrenceCancelled') && session.rrule)
    paragraphs.push(t('mail.live.others'));
  if (change.kind === 'offered') paragraphs.push(t('mail.live.offered.claim'));
  const invite = INVITE_NOTE[change.kind];
  // A single session's one meeting cancelled takes it out of the calendar, like a cancelled series.
  const note = invite && inviteCancels(context, reader) ? 'mail.live.remove' : invite;
  if (note) paragraphs.push(t(note));
  const page = livePageUrl(links, session.id);
  const action =
    change.kind === 'cancelled' || change.kind === 'seatCancelled'
      ? undefined
      : change.kind === 'offered'
        ? { label: t('mail.live.offered.action'), url: page }
        : change.kind === 'reminder'
          ? { label: t('mail.live.join'), url: joinUrl(context, change.occurrence, links) }
          : { label: t('mail.live.open'), url: page };
  return {
    kind: MAIL_KINDS[change.kind],
    locale,
    to: reader.person.email,
    subject: t(`mail.live.${change.kind}.subject`, values),
    heading: t(`mail.live.${change.kind}.heading`, values),
    paragraphs,
    action,
    attachments: note ? [liveInviteAttachment(context, reader, links)] : [],
  };
}

/** The mail about `change` to the host and to each confirmed seat holder, every one their own. */
export async function mailsToEveryone(
  tx: EntityManager,
  context: LiveContext,
  change: LiveChange,
  links: InviteLinks,
  now = new Date(),
): Promise<MailMessage[]> {
  return (await everyone(tx, context)).map((reader) =>
    liveMail(context, reader, change, links, now),
  );
}

/** The host and every confirmed seat holder, as the readers of a change's mails. */
export async function everyone(tx: EntityManager, context: LiveContext): Promise<InviteReader[]> {
  const seats = await confirmedSeats(tx, context.session.id);
  return [
    { person: context.host, role: 'host' },
    ...seats.map((person) => ({ person, role: 'seat' as const })),
  ];
}
