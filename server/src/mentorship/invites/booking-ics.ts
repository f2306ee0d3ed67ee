import { calendarIcs, type InvitePerson } from '../../common/calendar/ics';

/** What one booking's calendar entry says, as one of its two people sees it. */
export interface BookingInvite {
  bookingId: string;
  /** The UID's domain: PUBLIC_URL's host, else `brandcraft`. */
  host: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  /** "Profile review with Asha Rao": the session with the other person. */
  summary: string;
  /** Lines: the join, reschedule and cancel links, in the reader's language. */
  description: string[];
  /** Where the call happens: the session's room or the mentor's own meeting link. */
  location: string;
  organizer: InvitePerson;
  attendee: InvitePerson;
  cancelled: boolean;
}

/**
 * One VEVENT per booking (RFC 5545 / iTIP): the UID `<bookingId>@<host>` for the booking's whole
 * life and its SEQUENCE, so a calendar replaces the entry on each change; METHOD:REQUEST while it
 * stands, METHOD:CANCEL with STATUS:CANCELLED once cancelled. Times are UTC (`Z`), so no calendar
 * has to know the zones.
 */
export function bookingIcs(invite: BookingInvite): string {
  return calendarIcs({
    productId: 'brandcraft/mentorship',
    cancel: invite.cancelled,
    events: [
      {
        uid: `${invite.bookingId}@${invite.host}`,
        sequence: invite.sequence,
        start: invite.startsAt,
        end: invite.endsAt,
        summary: invite.summary,
        description: invite.description,
        location: invite.location,
        organizer: invite.organizer,
        attendees: [invite.attendee],
        cancelled: invite.cancelled,
      },
    ],
  });
}
