import { createEvent } from 'ics';

export interface InvitePerson {
  name: string;
  email: string;
}

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

/** The UID's domain for a PUBLIC_URL (unset: `brandcraft`). */
export const inviteHost = (publicUrl: string | undefined): string =>
  publicUrl ? new URL(publicUrl).host : 'brandcraft';

/**
 * One VEVENT per booking (RFC 5545 / iTIP): the UID `<bookingId>@<host>` for the booking's whole
 * life and its SEQUENCE, so a calendar replaces the entry on each change; METHOD:REQUEST while it
 * stands, METHOD:CANCEL with STATUS:CANCELLED once cancelled. Times are UTC (`Z`), so no calendar
 * has to know the zones.
 */
export function bookingIcs(invite: BookingInvite): string {
  const { error, value } = createEvent({
    productId: 'brandcraft/mentorship',
    method: invite.cancelled ? 'CANCEL' : 'REQUEST',
    uid: `${invite.bookingId}@${invite.host}`,
    sequence: invite.sequence,
    start: invite.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: invite.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: invite.summary,
    description: invite.description.join('\n'),
    location: invite.location,
    status: invite.cancelled ? 'CANCELLED' : 'CONFIRMED',
    organizer: invite.organizer,
    attendees: [{ ...invite.attendee, rsvp: true, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('ics: no invite');
  return value;
}
