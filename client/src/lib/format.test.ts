import {
  formatCount,
  formatDate,
  formatMinutes,
  formatMoney,
  formatPlaybackTime,
  formatPrice,
  plural,
} from './format';

describe('formatMoney', () => {
  it('formats INR with two decimals', () => {
    expect(formatMoney(1499.5, 'INR')).toBe('₹1,499.50');
    expect(formatMoney(0, 'INR')).toBe('₹0.00');
    expect(formatMoney(150000, 'INR')).toBe('₹1,50,000.00');
  });

  it.each([
    ['USD', '$1,499.50'],
    ['EUR', '€1,499.50'],
  ])('formats %s, the currency it is given', (currency, text) => {
    expect(formatMoney(1499.5, currency)).toBe(text);
  });
});

describe('formatMinutes', () => {
  it.each([
    [0, '0m'],
    [45, '45m'],
    [60, '1h'],
    [65, '1h 5m'],
    [125, '2h 5m'],
  ])('%i minutes is %p', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });
});

describe('formatPlaybackTime', () => {
  it.each([
    [0, '0:00'],
    [9.9, '0:09'],
    [95, '1:35'],
    [600, '10:00'],
    [3725, '1:02:05'],
    [-3, '0:00'],
  ])('%p seconds -> %p', (seconds, text) => {
    expect(formatPlaybackTime(seconds)).toBe(text);
  });
});

describe('formatPrice', () => {
  it("reads 'Free' at 0 and the amount otherwise", () => {
    expect(formatPrice(0, 'USD')).toBe('Free');
    expect(formatPrice(1499.25, 'USD')).toBe('$1,499.25');
  });
});

describe('formatDate', () => {
  it('shows an ISO date-time as a short date, and nothing for an invalid one', () => {
    expect(formatDate('2025-03-04T10:00:00Z')).toBe('4 Mar 2025');
    expect(formatDate('not a date')).toBe('');
  });

  it('reads a date in UTC when asked, whatever the time zone of the viewer', () => {
    expect(formatDate('2025-03-04T23:30:00Z', { utc: true })).toBe('4 Mar 2025');
    expect(formatDate('2025-03-05T00:30:00+05:30', { utc: true })).toBe('4 Mar 2025');
  });
});

describe('formatCount', () => {
  it('groups digits the Indian way', () => {
    expect(formatCount(150000)).toBe('1,50,000');
  });
});

describe('plural', () => {
  it('adds an s except for one', () => {
    expect([0, 1, 2].map((n) => plural(n, 'lecture'))).toEqual([
      '0 lectures',
      '1 lecture',
      '2 lectures',
    ]);
  });

  it('writes the number with the formatter given', () => {
    expect([1, 1234].map((n) => plural(n, 'visitor', formatCount))).toEqual([
      '1 visitor',
      '1,234 visitors',
    ]);
  });
});
