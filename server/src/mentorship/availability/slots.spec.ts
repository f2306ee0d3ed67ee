import { DateTime } from 'luxon';
import { openSlots, slotRefusal, type BusyTime, type SlotRules } from './slots';

const weekdays9to12 = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  startMinute: 9 * 60,
  endMinute: 12 * 60,
}));

function rules(change: Partial<SlotRules> = {}): SlotRules {
  return {
    timeZone: 'Europe/London',
    weekly: weekdays9to12,
    overrides: [],
    durationMinutes: 60,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minNoticeMinutes: 0,
    bookingWindowDays: 365,
    dailyLimit: null,
    ...change,
  };
}

const at = (iso: string) => new Date(iso);
const isos = (dates: Date[]) => dates.map((d) => d.toISOString().replace(':00.000Z', 'Z'));
const booked = (start: string, end: string, blockedFrom = start, blockedUntil = end): BusyTime => ({
  startsAt: at(start),
  blockedFrom: at(blockedFrom),
  blockedUntil: at(blockedUntil),
});

// Monday 22 March 2027, GMT (London is UTC+0 until Sunday 28 March).
const NOW = at('2027-03-20T00:00:00Z');
const MON = ['2027-03-22T00:00:00Z', '2027-03-23T00:00:00Z'] as const;

describe('openSlots', () => {
  it('steps by the session length from the start of each range, the session inside the hours', () => {
    const slots = openSlots(rules({ durationMinutes: 45 }), [], at(MON[0]), at(MON[1]), NOW);
    expect(isos(slots)).toEqual([
      '2027-03-22T09:00Z',
      '2027-03-22T09:45Z',
      '2027-03-22T10:30Z',
      '2027-03-22T11:15Z',
    ]);
    // 50 minutes: 10:40 would end at 11:30, 11:30 at 12:20, past the hours.
    const fifty = openSlots(rules({ durationMinutes: 50 }), [], at(MON[0]), at(MON[1]), NOW);
    expect(isos(fifty)).toEqual(['2027-03-22T09:00Z', '2027-03-22T09:50Z', '2027-03-22T10:40Z']);
  });

  it('keeps buffers clear of other bookings, but lets them reach outside the hours', () => {
    const busy = [booked('2027-03-22T10:00:00Z', '2027-03-22T11:00:00Z')];
    const after = openSlots(rules({ bufferAfterMinutes: 15 }), busy, at(MON[0]), at(MON[1]), NOW);
    expect(isos(after)).toEqual(['2027-03-22T11:00Z']);
    const before = openSlots(rules({ bufferBeforeMinutes: 15 }), busy, at(MON[0]), at(MON[1]), NOW);
    expect(isos(before)).toEqual(['2027-03-22T09:00Z']);
    // Another booking's own buffer blocks its neighbours too.
    const wide = [
      booked(
        '2027-03-22T10:00:00Z',
        '2027-03-22T11:00:00Z',
        '2027-03-22T10:00:00Z',
        '2027-03-22T11:30:00Z',
      ),
    ];
    expect(isos(openSlots(rules(), wide, at(MON[0]), at(MON[1]), NOW))).toEqual([
      '2027-03-22T09:00Z',
    ]);
  });

  it('leaves out slots inside the minimum notice and beyond the booking window', () => {
    const now = at('2027-03-22T08:30:00Z');
    const notice = openSlots(rules({ minNoticeMinutes: 60 }), [], at(MON[0]), at(MON[1]), now);
    expect(isos(notice)).toEqual(['2027-03-22T10:00Z', '2027-03-22T11:00Z']);
    const window = openSlots(
      rules({ bookingWindowDays: 1 }),
      [],
      at(MON[0]),
      at('2027-03-25T00:00:00Z'),
      at('2027-03-22T00:00:00Z'),
    );
    expect(isos(window)).toEqual(['2027-03-22T09:00Z', '2027-03-22T10:00Z', '2027-03-22T11:00Z']);
  });

  it('closes a mentor-local day once it holds the daily limit of bookings of any type', () => {
    const busy = [booked('2027-03-22T10:00:00Z', '2027-03-22T11:00:00Z')];
    const slots = openSlots(
      rules({ dailyLimit: 1 }),
      busy,
      at(MON[0]),
      at('2027-03-24T00:00:00Z'),
      NOW,
    );
    expect(isos(slots)).toEqual(['2027-03-23T09:00Z', '2027-03-23T10:00Z', '2027-03-23T11:00Z']);
    expect(openSlots(rules({ dailyLimit: 2 }), busy, at(MON[0]), at(MON[1]), NOW)).toHaveLength(2);
  });

  it('replaces a date’s weekly hours by its overrides: a day off, and extra hours', () => {
    const overrides = [
      { date: '2027-03-23', startMinute: null, endMinute: null },
      { date: '2027-03-27', startMinute: 14 * 60, endMinute: 15 * 60 },
      { date: '2027-03-24', startMinute: 16 * 60, endMinute: 17 * 60 },
    ];
    const slots = openSlots(
      rules({ overrides }),
      [],
      at('2027-03-23T00:00:00Z'),
      at('2027-03-28T00:00:00Z'),
      NOW,
    );
    expect(isos(slots)).toEqual([
      '2027-03-24T16:00Z',
      '2027-03-25T09:00Z',
      '2027-03-25T10:00Z',
      '2027-03-25T11:00Z',
      '2027-03-26T09:00Z',
      '2027-03-26T10:00Z',
      '2027-03-26T11:00Z',
      '2027-03-27T14:00Z',
    ]);
  });

  it('keeps 09:00 London across the March 2027 change: 09:00Z before, 08:00Z after; 14:30 then 13:30 in Kolkata', () => {
    const slots = openSlots(
      rules(),
      [],
      at('2027-03-22T00:00:00Z'),
      at('2027-04-03T00:00:00Z'),
      NOW,
    );
    expect(slots).toHaveLength(30);
    const firsts = slots.filter((_, i) => i % 3 === 0);
    expect(isos(firsts)).toEqual([
      '2027-03-22T09:00Z',
      '2027-03-23T09:00Z',
      '2027-03-24T09:00Z',
      '2027-03-25T09:00Z',
      '2027-03-26T09:00Z',
      '2027-03-29T08:00Z',
      '2027-03-30T08:00Z',
      '2027-03-31T08:00Z',
      '2027-04-01T08:00Z',
      '2027-04-02T08:00Z',
    ]);
    const local = (d: Date, zone: string) => DateTime.fromJSDate(d, { zone }).toFormat('ccc HH:mm');
    expect(firsts.map((d) => local(d, 'Europe/London'))).toEqual(
      ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map(
        (d) => `${d} 09:00`,
      ),
    );
    expect(local(firsts[4], 'Asia/Kolkata')).toBe('Fri 14:30');
    expect(local(firsts[5], 'Asia/Kolkata')).toBe('Mon 13:30');
    expect(slots.every((d) => DateTime.fromJSDate(d, { zone: 'Asia/Kolkata' }).minute === 30)).toBe(
      true,
    );
  });

  it('gives no slot in the spring-forward gap, and the earlier instant in the fall-back hour', () => {
    const gap = [{ date: '2027-03-28', startMinute: 60, endMinute: 120 }];
    const day = [at('2027-03-28T00:00:00Z'), at('2027-03-29T00:00:00Z')] as const;
    expect(openSlots(rules({ overrides: gap, durationMinutes: 30 }), [], ...day, NOW)).toEqual([]);
    expect(
      slotRefusal(
        rules({ overrides: gap, durationMinutes: 30 }),
        [],
        at('2027-03-28T01:00:00Z'),
        NOW,
      ),
    ).toBe("That time is outside the mentor's hours.");
    // 00:30 to 03:00 local: 00:30 GMT, then 02:00 and 02:30 BST (01:00Z, 01:30Z); 01:00 and 01:30 do not exist.
    const around = [{ date: '2027-03-28', startMinute: 30, endMinute: 180 }];
    expect(
      isos(openSlots(rules({ overrides: around, durationMinutes: 30 }), [], ...day, NOW)),
    ).toEqual(['2027-03-28T00:30Z', '2027-03-28T01:00Z', '2027-03-28T01:30Z']);
    const back = [{ date: '2027-10-31', startMinute: 60, endMinute: 120 }];
    const autumn = openSlots(
      rules({ overrides: back, durationMinutes: 30 }),
      [],
      at('2027-10-31T00:00:00Z'),
      at('2027-11-01T00:00:00Z'),
      NOW,
    );
    // 01:00 and 01:30 BST (the first pass through that hour); 02:00 GMT ends the range.
    expect(isos(autumn)).toEqual(['2027-10-31T00:00Z', '2027-10-31T00:30Z']);
  });
});

describe('slotRefusal', () => {
  const now = at('2027-03-22T06:00:00Z');
  const busy = [booked('2027-03-23T10:00:00Z', '2027-03-23T11:00:00Z')];

  it.each([
    ['2027-03-22T10:00:00Z', {}, null],
    ['2027-03-22T08:00:00Z', {}, "That time is outside the mentor's hours."],
    ['2027-03-22T11:30:00Z', {}, "That time is outside the mentor's hours."],
    ['2027-03-27T10:00:00Z', {}, "That time is outside the mentor's hours."],
    [
      '2027-03-22T09:15:00Z',
      {},
      'That time does not start a slot: choose one of the times offered.',
    ],
    [
      '2027-03-22T09:00:00Z',
      { minNoticeMinutes: 240 },
      'That time is too soon: book at least 4 hours ahead.',
    ],
    [
      '2027-03-22T09:00:00Z',
      { minNoticeMinutes: 200 },
      'That time is too soon: book at least 200 minutes ahead.',
    ],
    [
      '2027-03-22T09:00:00Z',
      { minNoticeMinutes: 4320 },
      'That time is too soon: book at least 3 days ahead.',
    ],
    [
      '2027-03-24T09:00:00Z',
      { bookingWindowDays: 1 },
      'That time is further ahead than the mentor takes bookings (1 days).',
    ],
    ['2027-03-23T10:00:00Z', {}, 'That time is already taken.'],
    ['2027-03-23T09:00:00Z', { bufferAfterMinutes: 5 }, 'That time is already taken.'],
    ['2027-03-23T11:00:00Z', { dailyLimit: 1 }, 'The mentor has no more sessions free that day.'],
    ['2027-03-23T11:00:00Z', { dailyLimit: 2 }, null],
  ] as const)('%s with %j: %s', (start, change, message) => {
    expect(slotRefusal(rules(change), busy, at(start), now)).toBe(message);
  });

  it('agrees with openSlots on every grid start of a week', () => {
    const r = rules({
      dailyLimit: 2,
      bufferAfterMinutes: 10,
      minNoticeMinutes: 200,
      durationMinutes: 30,
    });
    const open = openSlots(r, busy, at(MON[0]), at('2027-03-29T00:00:00Z'), now);
    expect(open.length).toBeGreaterThan(10);
    for (let t = at(MON[0]).getTime(); t < at('2027-03-29T00:00:00Z').getTime(); t += 30 * 60_000) {
      const start = new Date(t);
      const offered = open.some((d) => d.getTime() === t);
      expect([start.toISOString(), slotRefusal(r, busy, start, now) === null]).toEqual([
        start.toISOString(),
        offered,
      ]);
    }
  });
});
