import { formatMeeting, roomOpen, wallClock, weeklyRule, zonedToIso } from './liveTime';

describe('formatMeeting', () => {
  it('reads a meeting in the viewer’s zone, with the zone named', () => {
    expect(formatMeeting('2026-12-07T13:30:00Z', 'Asia/Kolkata', 'en-IN')).toBe(
      'Mon, 7 Dec, 7:00 pm IST',
    );
    expect(formatMeeting('2026-12-07T13:30:00Z', 'Europe/London', 'en-IN')).toBe(
      'Mon, 7 Dec, 1:30 pm GMT',
    );
  });
});

describe('zonedToIso and wallClock', () => {
  it('reads a wall-clock time in the chosen zone', () => {
    expect(zonedToIso('2026-12-07T19:00', 'Asia/Kolkata')).toBe('2026-12-07T13:30:00.000Z');
    expect(zonedToIso('2026-07-01T09:00', 'Europe/London')).toBe('2026-07-01T08:00:00.000Z');
    expect(zonedToIso('2026-01-01T09:00', 'Europe/London')).toBe('2026-01-01T09:00:00.000Z');
    expect(zonedToIso('2026-11-02T09:00', 'America/New_York')).toBe('2026-11-02T14:00:00.000Z');
  });

  it('takes the offset of the day itself across a clock change', () => {
    // New York moves to summer time on 8 March 2026: the 7th is UTC-5, the 9th UTC-4.
    expect(zonedToIso('2026-03-07T10:00', 'America/New_York')).toBe('2026-03-07T15:00:00.000Z');
    expect(zonedToIso('2026-03-09T10:00', 'America/New_York')).toBe('2026-03-09T14:00:00.000Z');
  });

  it('refuses what is no date-time', () => {
    expect(zonedToIso('', 'Asia/Kolkata')).toBeNull();
    expect(zonedToIso('2026-12-07 19:00', 'Asia/Kolkata')).toBeNull();
  });

  it('gives back the wall clock it was given', () => {
    const iso = zonedToIso('2026-12-07T19:05', 'Asia/Kolkata') ?? '';
    expect(wallClock(new Date(iso), 'Asia/Kolkata')).toBe('2026-12-07T19:05');
    expect(wallClock(new Date(iso), 'UTC')).toBe('2026-12-07T13:35');
  });
});

describe('weeklyRule', () => {
  it('repeats weekly for more than one meeting, and not at all for one', () => {
    expect(weeklyRule(3)).toBe('FREQ=WEEKLY;COUNT=3');
    expect(weeklyRule(1)).toBeNull();
  });
});

describe('roomOpen', () => {
  const start = '2026-12-07T13:30:00Z';
  const end = '2026-12-07T14:30:00Z';
  it('opens 10 minutes before the start and closes 10 minutes after the end', () => {
    expect(roomOpen(start, end, Date.parse('2026-12-07T13:19:00Z'))).toBe(false);
    expect(roomOpen(start, end, Date.parse('2026-12-07T13:20:00Z'))).toBe(true);
    expect(roomOpen(start, end, Date.parse('2026-12-07T14:40:00Z'))).toBe(true);
    expect(roomOpen(start, end, Date.parse('2026-12-07T14:41:00Z'))).toBe(false);
  });
});
