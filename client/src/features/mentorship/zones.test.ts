import { groupSlotsByDay, localDate, zoneCity } from './zones';

describe('groupSlotsByDay', () => {
  // A mentor in London keeps 09:00 across the clock change of Sunday 28 March 2027: 09:00Z (GMT)
  // before it, 08:00Z (BST) after; a learner in Kolkata reads 14:30, then 13:30.
  const slots = [
    { startsAt: '2027-03-26T09:00:00.000Z' },
    { startsAt: '2027-03-26T10:00:00.000Z' },
    { startsAt: '2027-03-29T08:00:00.000Z' },
  ];

  it('groups by the learner’s day and shows the mentor’s local time beside each slot, across DST', () => {
    const days = groupSlotsByDay(slots, 'Asia/Kolkata', 'Europe/London', 'en-IN');
    expect(days.map((d) => [d.date, d.label])).toEqual([
      ['2027-03-26', 'Friday, 26 March'],
      ['2027-03-29', 'Monday, 29 March'],
    ]);
    expect(days[0].slots.map((s) => [s.time, s.mentorTime])).toEqual([
      ['2:30 pm', '9:00 am London'],
      ['3:30 pm', '10:00 am London'],
    ]);
    expect(days[1].slots.map((s) => [s.time, s.mentorTime])).toEqual([
      ['1:30 pm', '9:00 am London'],
    ]);
  });

  it('puts a slot after the learner’s midnight on the learner’s next day', () => {
    // 19:00Z on Friday is 00:30 on Saturday in Kolkata, still Friday in London.
    const days = groupSlotsByDay(
      [{ startsAt: '2027-03-26T18:00:00.000Z' }, { startsAt: '2027-03-26T19:00:00.000Z' }],
      'Asia/Kolkata',
      'Europe/London',
      'en-IN',
    );
    expect(days.map((d) => d.date)).toEqual(['2027-03-26', '2027-03-27']);
    expect(days[1].slots[0]).toMatchObject({ time: '12:30 am', mentorTime: '7:00 pm London' });
  });

  it('names zones by their place', () => {
    expect(zoneCity('America/New_York')).toBe('New York');
    expect(localDate('2027-03-26T19:00:00.000Z', 'America/New_York')).toBe('2027-03-26');
  });
});
