import { DateTime } from 'luxon';
import { inviteHost } from '../../common/calendar/ics';
import { sessionTime } from '../../common/calendar/zoned-time';
import { bookingIcs, type BookingInvite } from './booking-ics';
import { bookingMail, type BookingContext } from './booking-mail';

/** The content lines of an iCalendar text, unfolded (RFC 5545 3.1), as [name, value] pairs. */
function icsLines(text: string): [string, string][] {
  return text
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1)];
    });
}
const value = (lines: [string, string][], name: string) =>
  lines.filter(([n]) => n === name || n.startsWith(`${name};`)).map(([, v]) => v);

/** 09:00 in London on `date` ("2027-03-26"), as an instant. */
const londonNine = (date: string) =>
  DateTime.fromISO(`${date}T09:00`, { zone: 'Europe/London' }).toJSDate();

const invite = (over: Partial<BookingInvite> = {}): BookingInvite => ({
  bookingId: '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716',
  host: 'brandcraft.example',
  sequence: 0,
  startsAt: londonNine('2027-03-29'),
  endsAt: new Date(londonNine('2027-03-29').getTime() + 30 * 60_000),
  summary: 'Profile review with Asha Rao',
  description: [
    'Join: https://brandcraft.example/sessions/5e4d',
    'Cancel: https://x/y?action=cancel',
  ],
  location: 'https://brandcraft.example/sessions/5e4d',
  organizer: { name: 'Mona Mentor', email: 'mona@example.com' },
  attendee: { name: 'Asha Rao', email: 'asha@example.com' },
  cancelled: false,
  ...over,
});

describe('booking invites (ICS)', () => {
  it('keeps 09:00 London across the March 2027 change, in UTC: 09:00Z before, 08:00Z after', () => {
    const before = icsLines(bookingIcs(invite({ startsAt: londonNine('2027-03-26') })));
    const after = icsLines(bookingIcs(invite()));
    expect(value(before, 'DTSTART')).toEqual(['20270326T090000Z']);
    expect(value(after, 'DTSTART')).toEqual(['20270329T080000Z']);
    expect(value(after, 'DTEND')).toEqual(['20270329T083000Z']);
  });

  it('is one VEVENT with a stable UID, its SEQUENCE, METHOD:REQUEST, organizer and attendee', () => {
    const lines = icsLines(bookingIcs(invite({ sequence: 1 })));
    expect(lines.filter(([n, v]) => n === 'BEGIN' && v === 'VEVENT')).toHaveLength(1);
    expect(value(lines, 'METHOD')).toEqual(['REQUEST']);
    expect(value(lines, 'UID')).toEqual([
      '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716@brandcraft.example',
    ]);
    expect(value(lines, 'SEQUENCE')).toEqual(['1']);
    expect(value(lines, 'STATUS')).toEqual(['CONFIRMED']);
    expect(value(lines, 'SUMMARY')).toEqual(['Profile review with Asha Rao']);
    expect(value(lines, 'ORGANIZER')[0]).toMatch(/mailto:mona@example\.com$/i);
    expect(value(lines, 'ATTENDEE')[0]).toMatch(/mailto:asha@example\.com$/i);
    expect(value(lines, 'DESCRIPTION')[0]).toContain('?action=cancel');
  });

  it('cancels with the same UID: METHOD:CANCEL, STATUS:CANCELLED, a higher SEQUENCE', () => {
    const lines = icsLines(bookingIcs(invite({ sequence: 2, cancelled: true })));
    expect(value(lines, 'METHOD')).toEqual(['CANCEL']);
    expect(value(lines, 'STATUS')).toEqual(['CANCELLED']);
    expect(value(lines, 'SEQUENCE')).toEqual(['2']);
    expect(value(lines, 'UID')).toEqual([
      '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716@brandcraft.example',
    ]);
  });

  it('takes the UID host from PUBLIC_URL, else brandcraft', () => {
    expect(inviteHost('https://learn.example.com:8443/app')).toBe('learn.example.com:8443');
    expect(inviteHost(undefined)).toBe('brandcraft');
  });
});

describe('booking mails', () => {
  const booking: BookingContext = {
    id: '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716',
    sessionTypeId: 't',
    mentorId: 'm',
    learnerId: 'l',
    startsAt: londonNine('2027-03-29'),
    endsAt: new Date(londonNine('2027-03-29').getTime() + 30 * 60_000),
    status: 'confirmed',
    sequence: 0,
    note: 'Stuck on lecture 3.',
    cancelledBy: null,
    cancelReason: null,
    title: 'Profile review',
    meetingUrl: null,
    cancellationPolicy: 'Cancel a day ahead.',
    cancellationNoticeHours: 24,
    mentor: { name: 'Mona', email: 'mona@example.com', locale: 'en', timeZone: 'Europe/London' },
    learner: { name: 'Asha', email: 'asha@example.com', locale: 'hi', timeZone: 'Asia/Kolkata' },
  };
  const links = { origin: 'https://brandcraft.example', host: 'brandcraft.example' };

  it('shows each side the time in their own zone, with its name', () => {
    expect(sessionTime('en', londonNine('2027-03-26'), 'Europe/London')).toMatch(
      /Friday.*26 March 2027.*9:00 am GMT \(Europe\/London\)$/,
    );
    expect(sessionTime('en', londonNine('2027-03-29'), 'Europe/London')).toMatch(
      /Monday.*29 March 2027.*9:00 am (BST|GMT\+1) \(Europe\/London\)$/,
    );
    expect(sessionTime('en', londonNine('2027-03-29'), 'Asia/Kolkata')).toMatch(
      /1:30 pm IST \(Asia\/Kolkata\)$/,
    );
    expect(sessionTime('en', londonNine('2027-03-26'), 'Asia/Kolkata')).toMatch(/2:30 pm IST/);
  });

  it('words each side’s mail in their language, with the links and the invite attached', () => {
    const mentor = bookingMail(booking, 'mentor', { kind: 'confirmed' }, links);
    const learner = bookingMail(booking, 'learner', { kind: 'confirmed' }, links);
    expect(mentor.subject).toBe('Booked: Profile review with Asha');
    expect(mentor.paragraphs.join('\n')).toContain('Asha wrote: Stuck on lecture 3.');
    expect(mentor.paragraphs.join('\n')).toContain(
      'https://brandcraft.example/sessions/5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716?action=reschedule',
    );
    expect(learner.subject).toBe('बुक हो गया: Mona के साथ Profile review');
    expect(learner.paragraphs.join('\n')).toContain('(Asia/Kolkata)');
    expect(learner.action?.url).toBe(
      'https://brandcraft.example/sessions/5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716',
    );
    const ics = icsLines(learner.attachments![0].content.toString('utf8'));
    expect(value(ics, 'SUMMARY')).toEqual(['Mona के साथ Profile review']);
    expect(learner.attachments![0].contentType).toMatch(/^text\/calendar;.*method=REQUEST/);
  });

  it('sends the mentor’s own meeting link as the join link when the session has one', () => {
    const own = { ...booking, meetingUrl: 'https://meet.example.com/mona' };
    const mail = bookingMail(own, 'learner', { kind: 'reminder', lead: 'hour' }, links);
    expect(mail.action?.url).toBe('https://meet.example.com/mona');
    expect(mail.attachments).toEqual([]);
  });
});
