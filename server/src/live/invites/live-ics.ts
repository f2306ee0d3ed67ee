import { calendarIcs, icsAttachment, type CalendarEvent } from '../../common/calendar/ics';
import type { InviteLinks } from '../../common/calendar/invite-links';
import { translate } from '../../common/i18n/translate';
import { LiveOccurrenceStatus, type LiveOccurrence } from '../live-occurrence.entity';
import { LiveSessionStatus } from '../live-session.entity';
import type { LiveContext, LivePerson } from './live-context';

const MINUTE = 60_000;

/** A session's page: its meetings, the seat, the way into the room. */
export const livePageUrl = (links: InviteLinks, sessionId: string) =>
  `${links.origin}/live/${sessionId}`;

/** Whom an invite is written for: the host (its organizer) or a seat holder (its attendee). */
export interface InviteReader {
  person: LivePerson;
  role: 'host' | 'seat';
  /** Their seat was cancelled: the invite takes the series out of their calendar. */
  seatCancelled?: boolean;
}

/** Whether the reader's invite is a METHOD:CANCEL: their seat, the series, or its one meeting ended. */
export function inviteCancels(context: LiveContext, reader: InviteReader): boolean {
  const { session, occurrences } = context;
  return (
    reader.seatCancelled === true ||
    session.status === LiveSessionStatus.CANCELLED ||
    (!session.rrule && occurrences.every((o) => o.status === LiveOccurrenceStatus.CANCELLED))
  );
}

const moved = (o: LiveOccurrence, durationMs: number) =>
  o.status === LiveOccurrenceStatus.SCHEDULED &&
  (o.startsAt.getTime() !== o.originalStartsAt.getTime() ||
    o.endsAt.getTime() - o.startsAt.getTime() !== durationMs);

/**
 * The series as one calendar entry (RFC 5545), in the host's zone: UID `<sessionId>@<host>` and the
 * series' SEQUENCE (every change of a meeting raises it); the rule's VEVENT with its RRULE from
 * the first start and an EXDATE per cancelled meeting, and a VEVENT per moved meeting with its
 * RECURRENCE-ID (where the rule put it) and its new times. A single session is one VEVENT at its
 * meeting's time. METHOD:CANCEL once the series (or the reader's seat) is cancelled.
 */
export function liveSeriesIcs(context: LiveContext, reader: InviteReader, links: InviteLinks) {
  const { session, host, occurrences } = context;
  const t = (id: Parameters<typeof translate>[1], values?: Record<string, string>) =>
    translate(reader.person.locale, id, values);
  const cancel = inviteCancels(context, reader);
  const url = livePageUrl(links, session.id);
  const base = {
    uid: `${session.id}@${links.host}`,
    sequence: session.sequence,
    summary:
      reader.role === 'host'
        ? session.title
        : t('mail.live.summary', { title: session.title, name: host.name }),
    description: [t('mail.live.ics.join', { url }), ...(session.agenda ? [session.agenda] : [])],
    // The host's own link is for the host and confirmed seats only: a CANCEL gives the page.
    location: (cancel ? null : session.meetingUrl) ?? url,
    organizer: { name: host.name, email: host.email },
    attendees:
      reader.role === 'seat' ? [{ name: reader.person.name, email: reader.person.email }] : [],
    cancelled: cancel,
  };
  const rule = session.rrule?.replace(/^RRULE:/i, '');
  const durationMs = session.durationMinutes * MINUTE;
  let events: CalendarEvent[];
  if (!rule) {
    const [only] = occurrences;
    events = [{ ...base, start: only.startsAt, end: only.endsAt }];
  } else {
    const series: CalendarEvent = {
      ...base,
      start: session.firstStartsAt,
      end: new Date(session.firstStartsAt.getTime() + durationMs),
      rrule: rule,
      exdates: occurrences
        .filter((o) => o.status === LiveOccurrenceStatus.CANCELLED)
        .map((o) => o.originalStartsAt),
    };
    // A CANCEL of the UID alone takes every meeting out, its changed ones included.
    const changed = cancel ? [] : occurrences.filter((o) => moved(o, durationMs));
    events = [
      series,
      ...changed.map((o) => ({
        ...base,
        start: o.startsAt,
        end: o.endsAt,
        recurrenceId: o.originalStartsAt,
      })),
    ];
  }
  return calendarIcs({ productId: 'brandcraft/live', cancel, zone: session.timeZone, events });
}

/** The invite as its reader's mail carries it. */
export function liveInviteAttachment(
  context: LiveContext,
  reader: InviteReader,
  links: InviteLinks,
) {
  return icsAttachment(liveSeriesIcs(context, reader, links), inviteCancels(context, reader));
}
