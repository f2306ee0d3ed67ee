import {
  currencySymbol,
  formatCount,
  formatDate,
  formatMinutes,
  formatMoney,
  formatPlaybackTime,
  formatPrice,
  formatTimeAgo,
} from './format';
import { activateLocale } from '../i18n/locale';

describe('formatMoney', () => {
  it('formats INR with two decimals', () => {
    expect(formatMoney(1499.5, 'INR')).toBe('₹1,499.50');
    expect(formatMoney(0, 'INR')).toBe('₹0.00');
    expect(formatMoney(150000, 'INR')).toBe('₹1,50,000.00');
  });

  it('adds amounts exactly to the paisa: ₹1,499.25 + ₹1,749.30 = ₹3,248.55', () => {
    expect(formatMoney(1499.25 + 1749.3, 'INR')).toBe('₹3,248.55');
  });

  it('groups lakhs and crores, and takes float noise out (0.1 + 0.2)', () => {
    expect(formatMoney(12345678.9, 'INR')).toBe('₹1,23,45,678.90');
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(formatMoney(0.1 + 0.2, 'INR')).toBe('₹0.30');
    expect(formatMoney(4.35 * 3, 'INR')).toBe('₹13.05');
  });

  it.each([
    ['USD', '$1,499.50'],
    ['EUR', '€1,499.50'],
  ])('formats %s, the currency it is given', (currency, text) => {
    expect(formatMoney(1499.5, currency)).toBe(text);
  });
});

describe('currencySymbol', () => {
  it('is the sign formatMoney writes', () => {
    expect(['INR', 'USD', 'EUR'].map(currencySymbol)).toEqual(['₹', '$', '€']);
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

  it('writes hours and minutes in the active language', async () => {
    await activateLocale('hi');
    try {
      expect([45, 60, 65].map((minutes) => formatMinutes(minutes))).toEqual([
        '45 मि',
        '1 घं',
        '1 घं 5 मि',
      ]);
    } finally {
      await activateLocale('en');
      localStorage.clear();
    }
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

describe('formatTimeAgo', () => {
  const now = Date.parse('2025-03-04T10:00:00Z');
  it.each([
    ['2025-03-04T09:59:30Z', 'just now'],
    ['2025-03-04T09:55:00Z', '5 minutes ago'],
    ['2025-03-04T07:00:00Z', '3 hours ago'],
    ['2025-03-03T09:00:00Z', 'yesterday'],
    ['2025-02-11T10:00:00Z', '3 weeks ago'],
    ['2025-03-04T10:00:05Z', 'just now'],
    ['not a date', ''],
  ])('%s is %s', (iso, text) => expect(formatTimeAgo(iso, now)).toBe(text));
});
