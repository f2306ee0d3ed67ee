import { formatPaise, fromPaise, toPaise } from '../../../shared/money';
import { salesFigures, specEarnings } from './sales-figures';

/** The server's one money function (shared/money.ts) in Node's ICU, and the figures built on it. */
describe('money on the server', () => {
  it('adds two refunds exactly: ₹1,499.25 + ₹1,749.30 = ₹3,248.55', () => {
    const paise = toPaise(1499.25) + toPaise(1749.3);
    expect(paise).toBe(324855);
    expect(formatPaise(paise, 'INR')).toBe('₹3,248.55');
    expect(fromPaise(paise)).toBe(3248.55);
  });

  it('groups lakhs and crores, shows zero with two decimals', () => {
    expect(formatPaise(15000000, 'INR')).toBe('₹1,50,000.00');
    expect(formatPaise(1234567890, 'INR')).toBe('₹1,23,45,678.90');
    expect(formatPaise(0, 'INR')).toBe('₹0.00');
  });

  it('takes float noise out at the paisa: 0.1 + 0.2 is 30 paise', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(formatPaise(toPaise(0.1 + 0.2), 'INR')).toBe('₹0.30');
    expect(0.29 * 100).not.toBe(29);
    expect(toPaise(0.29)).toBe(29);
  });

  it('names the figures of summed purchases; only the spec earnings drop the paise', () => {
    const figures = salesFigures({
      grossPaise: '899625',
      netPaise: '574770',
      refundedPaise: '324855',
      refunds: 2,
    });
    expect(figures).toEqual({
      grossSales: 8996.25,
      netSales: 5747.7,
      refundedAmount: 3248.55,
      refunds: 2,
      earnings: 5747,
    });
    expect(formatPaise(toPaise(figures.netSales), 'INR')).toBe('₹5,747.70');
    expect(specEarnings(99)).toBe(0);
  });
});
