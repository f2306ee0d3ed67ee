import { DateTime } from 'luxon';
import { RRule } from 'rrule';
import { vtimezone } from '../../common/calendar/vtimezone';
import { LiveOccurrenceStatus, type LiveOccurrence } from '../live-occurrence.entity';
import { LiveAccess, LiveSessionStatus, type LiveSession } from '../live-session.entity';
import type { LiveContext, LivePerson } from './live-context';
import { liveInviteAttachment, liveSeriesIcs, type InviteReader } from './live-ics';

/**
 * A small iCalendar reader, enough to read an invite back as a calendar app does: the unfolded
 * content lines (RFC 5545 3.1) grouped into components, each property with its parameters.
 */
interface Property {
  params: Record<string, string>;
  value: string;
}
type Component = { name: string; props: Map<string, Property[]>; children: Component[] };

function parseIcs(text: string): Component {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const root: Component = { name: 'ROOT', props: new Map(), children: [] };
  const stack = [root];
  for (const line of lines) {
    const colon = line.indexOf(':');
    const [name, ...params] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    const top = stack[stack.length - 1];
    if (name === 'BEGIN') {
      const child: Component = { name: value, props: new Map(), children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      expect(stack.pop()!.name).toBe(value);
    } else {
      const parsed = Object.fromEntries(params.map((p) => p.split('=') as [string, string]));
      top.props.set(name, [...(top.props.get(name) ?? []), { params: parsed, value }]);
    }
  }
  expect(stack).toHaveLength(1);
  const [calendar] = root.children;
  expect(calendar.name).toBe('VCALENDAR');
  return calendar;
}

const one = (c: Component, name: string) => c.props.get(name)?.[0];
const values = (c: Component, name: string) => (c.props.get(name) ?? []).map((p) => p.value);
const events = (calendar: Component) => calendar.children.filter((c) => c.name === 'VEVENT');

/** A DATE-TIME property as an instant: UTC with Z, else local time in its TZID. */
function instants(p: Property): Date[] {
  return p.value.split(',').map((text) => {
    if (text.endsWith('Z'))
      return DateTime.fromFormat(text, "yyyyLLdd'T'HHmmss'Z'", { zone: 'utc' }).toJSDate();
    expect(p.params.TZID).toBeDefined();
    return DateTime.fromFormat(text, "yyyyLLdd'T'HHmmss", { zone: p.params.TZID }).toJSDate();
  });
}

/**
 * The meetings a calendar shows for the invite: the rule expanded in DTSTART's wall time (as
 * calendars do with a TZID), less the EXDATEs, each RECURRENCE-ID replaced by its VEVENT's start.
 */
function meetingsShown(calendar: Component): string[] {
  const [series, ...changes] = events(calendar);
  const start = one(series, 'DTSTART')!;
  const zone = start.params.TZID;
  const wall = DateTime.fromFormat(start.value, "yyyyLLdd'T'HHmmss", { zone: 'utc' }).toJSDate();
  const rule = new RRule({ ...RRule.parseString(one(series, 'RRULE')!.value), dtstart: wall });
  const toInstant = (floating: Date) =>
    DateTime.fromISO(floating.toISOString().slice(0, 19), { zone }).toJSDate();
  const excluded = new Set(
    (series.props.get('EXDATE') ?? []).flatMap(instants).map((d) => d.getTime()),
  );
  const replaced = new Map(
    changes.map((c) => [
      instants(one(c, 'RECURRENCE-ID')!)[0].getTime(),
      instants(one(c, 'DTSTART')!)[0],
    ]),
  );
  return rule
    .all()
    .map(toInstant)
    .filter((d) => !excluded.has(d.getTime()))
    .map((d) => (replaced.get(d.getTime()) ?? d).toISOString())
    .sort();
}

const london = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/London' }).toJSDate();
const HOUR = 3600_000;
const links = { origin: 'https://brandcraft.example', host: 'brandcraft.example' };
const host: LivePerson = {
  userId: 'h',
  name: 'Sana Kapoor',
  email: 'sana@example.com',
  locale: 'en',
  timeZone: 'Europe/London',
};
const asha: LivePerson = {
  userId: 'a',
  name: 'Asha Rao',
  email: 'asha@example.com',
  locale: 'hi',
  timeZone: 'Asia/Kolkata',
};

const occurrence = (start: Date, over: Partial<LiveOccurrence> = {}): LiveOccurrence => ({
  id: `o-${start.toISOString()}`,
  liveSessionId: 's',
  originalStartsAt: start,
  startsAt: start,
  endsAt: new Date(start.getTime() + HOUR),
  status: LiveOccurrenceStatus.SCHEDULED,
  sequence: 0,
  recordingLectureId: null,
  ...over,
});

/**
 * A weekly 7 pm in London from Monday 22 March 2027 (GMT) across the change to BST on the 28th:
 * the second meeting moved to Tuesday 6 pm, the third cancelled.
 */
function series(over: Partial<LiveSession> = {}): LiveContext {
  const starts = ['2027-03-22T19:00', '2027-03-29T19:00', '2027-04-05T19:00', '2027-04-12T19:00'];
  const [first, second, third, fourth] = starts.map(london);
  const moved = london('2027-03-30T18:00');
  const session = {
    id: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
    courseId: 'c',
    hostId: 'h',
    title: 'Weekly reels clinic',
    agenda: 'Bring one reel.',
    firstStartsAt: first,
    durationMinutes: 60,
    timeZone: 'Europe/London',
    rrule: 'RRULE:FREQ=WEEKLY;COUNT=4',
    capacity: 5,
    seatsTaken: 1,
    access: LiveAccess.ENROLLED,
    pricePaise: 0,
    meetingUrl: null,
    status: LiveSessionStatus.SCHEDULED,
    sequence: 2,
    cancelledAt: null,
    ...over,
  } as LiveSession;
  return {
    session,
    courseTitle: 'Personal Branding 101',
    host,
    occurrences: [
      occurrence(first),
      occurrence(second, {
        startsAt: moved,
        endsAt: new Date(moved.getTime() + HOUR),
        sequence: 1,
      }),
      occurrence(third, { status: LiveOccurrenceStatus.CANCELLED, sequence: 1 }),
      occurrence(fourth),
    ],
  };
}

const seat: InviteReader = { person: asha, role: 'seat' };

describe('live session invites (ICS)', () => {
  it('is one UID with an RRULE in the host zone, an EXDATE per cancelled meeting and a RECURRENCE-ID per moved one', () => {
    const calendar = parseIcs(liveSeriesIcs(series(), seat, links));
    expect(values(calendar, 'METHOD')).toEqual(['REQUEST']);
    const [rule, moved, ...rest] = events(calendar);
    expect(rest).toEqual([]);
    for (const event of [rule, moved]) {
      expect(values(event, 'UID')).toEqual([
        '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d@brandcraft.example',
      ]);
      expect(values(event, 'SEQUENCE')).toEqual(['2']);
      expect(values(event, 'STATUS')).toEqual(['CONFIRMED']);
    }
    expect(one(rule, 'DTSTART')).toEqual({
      params: { TZID: 'Europe/London' },
      value: '20270322T190000',
    });
    expect(one(rule, 'DTEND')!.value).toBe('20270322T200000');
    expect(values(rule, 'RRULE')).toEqual(['FREQ=WEEKLY;COUNT=4']);
    expect(one(rule, 'EXDATE')).toEqual({
      params: { TZID: 'Europe/London' },
      value: '20270405T190000',
    });
    expect(rule.props.has('RECURRENCE-ID')).toBe(false);
    expect(one(moved, 'RECURRENCE-ID')).toEqual({
      params: { TZID: 'Europe/London' },
      value: '20270329T190000',
    });
    expect(one(moved, 'DTSTART')!.value).toBe('20270330T180000');
    expect(one(moved, 'DTEND')!.value).toBe('20270330T190000');
    expect(moved.props.has('RRULE')).toBe(false);
  });

  it('reads back as the meetings that take place, 7 pm in London before and after the clocks change', () => {
    const context = series();
    const shown = meetingsShown(parseIcs(liveSeriesIcs(context, seat, links)));
    const taking = context.occurrences
      .filter((o) => o.status === LiveOccurrenceStatus.SCHEDULED)
      .map((o) => o.startsAt.toISOString())
      .sort();
    expect(shown).toEqual(taking);
    expect(shown).toEqual([
      '2027-03-22T19:00:00.000Z', // GMT
      '2027-03-30T17:00:00.000Z', // the moved one, 6 pm BST
      '2027-04-12T18:00:00.000Z', // 7 pm BST
    ]);
  });

  it('describes the zone: a VTIMEZONE with the change to BST on 28 March 2027', () => {
    const calendar = parseIcs(liveSeriesIcs(series(), seat, links));
    const [zone] = calendar.children.filter((c) => c.name === 'VTIMEZONE');
    expect(values(zone, 'TZID')).toEqual(['Europe/London']);
    expect(calendar.children.indexOf(zone)).toBeLessThan(
      calendar.children.indexOf(events(calendar)[0]),
    );
    // [kind, local start, offset from, offset to] of each observance.
    const observances = zone.children.map((c) =>
      [c.name, ...['DTSTART', 'TZOFFSETFROM', 'TZOFFSETTO'].map((p) => values(c, p)[0])].join(' '),
    );
    // GMT from a week before the first meeting; BST from 1 am GMT on the last Sunday of March.
    expect(observances).toEqual([
      'STANDARD 20270315T000000 +0000 +0000',
      'DAYLIGHT 20270328T010000 +0000 +0100',
    ]);
    // A longer span has each change in order, each taking over from the offset before it: back
    // to GMT at 2 am BST on the last Sunday of October.
    const year = vtimezone('Europe/London', [
      london('2027-03-01T19:00'),
      london('2028-05-01T19:00'),
    ])
      .filter((line) => /^(BEGIN:(STANDARD|DAYLIGHT)|DTSTART|TZOFFSET)/.test(line))
      .join(' ');
    expect(year).toContain(
      'BEGIN:STANDARD DTSTART:20271031T020000 TZOFFSETFROM:+0100 TZOFFSETTO:+0000',
    );
    expect(year).toContain(
      'BEGIN:DAYLIGHT DTSTART:20280326T010000 TZOFFSETFROM:+0000 TZOFFSETTO:+0100',
    );
  });

  it('words the entry in the reader’s language: a seat holder attends, the host organises', () => {
    const forSeat = parseIcs(liveSeriesIcs(series(), seat, links));
    const [event] = events(forSeat);
    expect(values(event, 'SUMMARY')).toEqual(['Sana Kapoor के साथ Weekly reels clinic']);
    expect(values(event, 'DESCRIPTION')[0]).toContain(
      'https://brandcraft.example/live/7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
    );
    expect(values(event, 'ORGANIZER')[0]).toMatch(/mailto:sana@example\.com$/i);
    expect(values(event, 'ATTENDEE')).toHaveLength(1);
    expect(values(event, 'ATTENDEE')[0]).toMatch(/mailto:asha@example\.com$/i);
    expect(values(event, 'LOCATION')).toEqual([
      'https://brandcraft.example/live/7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
    ]);

    const forHost = parseIcs(liveSeriesIcs(series(), { person: host, role: 'host' }, links));
    expect(values(events(forHost)[0], 'SUMMARY')).toEqual(['Weekly reels clinic']);
    expect(events(forHost)[0].props.has('ATTENDEE')).toBe(false);

    const own = series({ meetingUrl: 'https://meet.example.com/sana' });
    expect(values(events(parseIcs(liveSeriesIcs(own, seat, links)))[0], 'LOCATION')).toEqual([
      'https://meet.example.com/sana',
    ]);
    // A cancelled seat's invite does not hand out the host's link.
    const gone = liveSeriesIcs(own, { ...seat, seatCancelled: true }, links);
    expect(values(events(parseIcs(gone))[0], 'LOCATION')).toEqual([
      'https://brandcraft.example/live/7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
    ]);
  });

  it('cancels the whole series with one VEVENT of the same UID, for a cancelled series or seat', () => {
    const cancelled = series({ status: LiveSessionStatus.CANCELLED, sequence: 3 });
    for (const [context, reader] of [
      [cancelled, seat],
      [series(), { ...seat, seatCancelled: true }],
    ] as const) {
      const calendar = parseIcs(liveSeriesIcs(context, reader, links));
      expect(values(calendar, 'METHOD')).toEqual(['CANCEL']);
      const [event, ...others] = events(calendar);
      expect(others).toEqual([]);
      expect(values(event, 'UID')).toEqual([
        '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d@brandcraft.example',
      ]);
      expect(values(event, 'STATUS')).toEqual(['CANCELLED']);
      expect(values(event, 'SEQUENCE')).toEqual([String(context.session.sequence)]);
    }
    const attachment = liveInviteAttachment(cancelled, seat, links);
    expect(attachment.filename).toBe('cancel.ics');
    expect(attachment.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
  });

  it('makes a single session one VEVENT at its meeting’s time, cancelled with its meeting', () => {
    const start = london('2027-06-01T10:00');
    const moved = london('2027-06-02T11:30');
    const single: LiveContext = {
      ...series({ rrule: null, firstStartsAt: start }),
      occurrences: [
        occurrence(start, { startsAt: moved, endsAt: new Date(moved.getTime() + HOUR) }),
      ],
    };
    const calendar = parseIcs(liveSeriesIcs(single, seat, links));
    const [event, ...others] = events(calendar);
    expect(others).toEqual([]);
    expect(event.props.has('RRULE')).toBe(false);
    expect(event.props.has('RECURRENCE-ID')).toBe(false);
    expect(one(event, 'DTSTART')).toEqual({
      params: { TZID: 'Europe/London' },
      value: '20270602T113000',
    });

    single.occurrences[0].status = LiveOccurrenceStatus.CANCELLED;
    const gone = parseIcs(liveSeriesIcs(single, seat, links));
    expect(values(gone, 'METHOD')).toEqual(['CANCEL']);
    expect(values(events(gone)[0], 'STATUS')).toEqual(['CANCELLED']);
  });

  it('writes a zone without daylight saving as one observance, and folds long lines', () => {
    const agenda = 'हर हफ़्ते एक रील, उसका हुक और कैप्शन साथ में सुधारते हैं। '.repeat(6);
    const kolkata = series({
      timeZone: 'Asia/Kolkata',
      agenda,
      rrule: 'FREQ=WEEKLY;COUNT=4',
    });
    const text = liveSeriesIcs(kolkata, seat, links);
    const calendar = parseIcs(text); // every physical line within 75 octets
    const [zone] = calendar.children.filter((c) => c.name === 'VTIMEZONE');
    expect(zone.children.map((c) => [c.name, values(c, 'TZOFFSETTO')[0]])).toEqual([
      ['STANDARD', '+0530'],
    ]);
    const [description] = values(events(calendar)[0], 'DESCRIPTION');
    // TEXT values escape commas and newlines (RFC 5545 3.3.11).
    expect(description.replace(/\\([,;\\])/g, '$1').split('\\n')).toEqual([
      'इसके पेज से जुड़ें: https://brandcraft.example/live/7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
      agenda,
    ]);
    expect(one(events(calendar)[0], 'DTSTART')).toEqual({
      params: { TZID: 'Asia/Kolkata' },
      value: '20270323T003000',
    });
  });
});
