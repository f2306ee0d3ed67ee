import {
  hoursProblems,
  parseRupees,
  rangesProblem,
  rupeesText,
  weekFrom,
  weeklyInput,
} from './hours';

const day = (weekday: number) =>
  ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'][weekday];

describe('hours', () => {
  it('accepts ranges that touch, and refuses overlapping or reversed ones with the day named', () => {
    expect(
      rangesProblem(
        [
          { start: '09:00', end: '12:00' },
          { start: '12:00', end: '13:00' },
        ],
        'Monday',
      ),
    ).toBeNull();
    expect(
      rangesProblem(
        [
          { start: '11:00', end: '13:00' },
          { start: '09:00', end: '12:00' },
        ],
        'Monday',
      ),
    ).toBe('Hours overlap on Monday: 09:00–12:00 and 11:00–13:00.');
    expect(rangesProblem([{ start: '17:00', end: '09:00' }], 'Tuesday')).toBe(
      'Tuesday: 17:00–09:00 ends before it starts.',
    );
    expect(rangesProblem([{ start: '', end: '09:00' }], 'Tuesday')).toBe(
      'Tuesday: enter every time as HH:MM.',
    );
  });

  it('checks a week and its overrides by field, and builds the setAvailability rows', () => {
    const week = weekFrom([
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '14:00', end: '17:00' },
      { weekday: 3, start: '10:00', end: '09:00' },
    ]);
    const problems = hoursProblems(
      week,
      [
        { date: '2027-03-29', hours: [] },
        { date: '2027-03-29', hours: [{ start: '10:00', end: '11:00' }] },
        { date: '', hours: [] },
      ],
      day,
    );
    expect(problems).toEqual({
      'weekday-3': 'Wednesday: 10:00–09:00 ends before it starts.',
      'override-date-1': '2027-03-29 is listed twice.',
      'override-date-2': 'Choose a date.',
    });
    expect(weeklyInput(week)).toEqual([
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '14:00', end: '17:00' },
      { weekday: 3, start: '10:00', end: '09:00' },
    ]);
  });

  it('turns rupees into exact paise and back', () => {
    expect(parseRupees('499')).toBe(49900);
    expect(parseRupees('1499.5')).toBe(149950);
    expect(parseRupees('0.29')).toBe(29);
    expect(parseRupees('1.005')).toBeNull();
    expect(parseRupees('-5')).toBeNull();
    expect(parseRupees('')).toBeNull();
    expect(rupeesText(149950)).toBe('1499.50');
    expect(rupeesText(49900)).toBe('499');
  });
});
