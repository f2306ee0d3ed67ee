import { expandRecurrence, MAX_OCCURRENCES } from './recurrence';

const first = new Date('2027-03-01T13:30:00Z'); // 7 pm in Kolkata, 1:30 pm in London (GMT)

describe('expandRecurrence', () => {
  it('answers the first start alone without a rule', () => {
    expect(expandRecurrence(first, 'Asia/Kolkata', null)).toEqual({
      ok: true,
      starts: [first],
      rule: null,
    });
  });

  it('expands a weekly rule in the host zone, keeping wall time across daylight saving', () => {
    const result = expandRecurrence(first, 'Europe/London', 'FREQ=WEEKLY;COUNT=6');
    if (!result.ok) throw new Error(result.message);
    expect(result.rule).toBe('RRULE:FREQ=WEEKLY;COUNT=6');
    expect(result.starts.map((d) => d.toISOString())).toEqual([
      '2027-03-01T13:30:00.000Z',
      '2027-03-08T13:30:00.000Z',
      '2027-03-15T13:30:00.000Z',
      '2027-03-22T13:30:00.000Z',
      // Britain moves to BST on 28 March: 1:30 pm there is now 12:30 UTC.
      '2027-03-29T12:30:00.000Z',
      '2027-04-05T12:30:00.000Z',
    ]);
  });

  it('ends a rule at UNTIL and accepts an RRULE: prefix', () => {
    const result = expandRecurrence(
      first,
      'Asia/Kolkata',
      'RRULE:FREQ=DAILY;UNTIL=20270303T235959Z',
    );
    expect(result.ok && result.starts.length).toBe(3);
  });

  it.each([
    ['FREQ=WEEKLY', 'The repeat rule must end: give COUNT or UNTIL.'],
    [`FREQ=WEEKLY;COUNT=${MAX_OCCURRENCES + 1}`, 'A series has at most 52 sessions.'],
    ['FREQ=DAILY;UNTIL=20290101T000000Z', 'A series has at most 52 sessions.'],
    ['FREQ=HOURLY;COUNT=3', 'A series repeats daily, weekly, monthly or yearly.'],
    ['FREQ=WEEKLY;COUNT=3;BYHOUR=9', 'The repeat rule takes its time from the first session.'],
    ['BANANA', 'The repeat rule is not a valid RRULE.'],
    [
      'FREQ=WEEKLY;UNTIL=20200101T000000Z',
      'The repeat rule leaves no session on or after the first.',
    ],
  ])('refuses %s', (rule, message) => {
    expect(expandRecurrence(first, 'Asia/Kolkata', rule)).toEqual({ ok: false, message });
  });

  it('allows exactly the most', () => {
    const result = expandRecurrence(first, 'Asia/Kolkata', `FREQ=WEEKLY;COUNT=${MAX_OCCURRENCES}`);
    expect(result.ok && result.starts.length).toBe(MAX_OCCURRENCES);
  });
});
