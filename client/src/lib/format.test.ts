import { formatMinutes, formatMoney, formatPrice, plural } from './format';

describe('formatMoney', () => {
  it('formats INR with two decimals', () => {
    expect(formatMoney(1499.5)).toBe('₹1,499.50');
    expect(formatMoney(0)).toBe('₹0.00');
    expect(formatMoney(150000)).toBe('₹1,50,000.00');
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

describe('formatPrice', () => {
  it("reads 'Free' at 0 and the amount otherwise", () => {
    expect(formatPrice(0)).toBe('Free');
    expect(formatPrice(1499.25)).toBe(formatMoney(1499.25));
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
});
