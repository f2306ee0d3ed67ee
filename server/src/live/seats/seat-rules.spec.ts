import { LIVE_OFFER_HOURS, offerDeadline, proRataPaise, refundableUntil } from './seat-rules';

const HOUR = 3600_000;
const now = new Date('2027-03-01T10:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * HOUR);

describe('offerDeadline', () => {
  it('keeps a freed seat LIVE_OFFER_HOURS when the next meeting is far', () => {
    expect(offerDeadline(now, at(72))).toEqual(at(LIVE_OFFER_HOURS));
  });

  it('ends an hour before a meeting that is sooner', () => {
    expect(offerDeadline(now, at(5))).toEqual(at(4));
    expect(offerDeadline(now, at(13))).toEqual(at(12));
  });

  it('runs until the start once that last hour has begun', () => {
    expect(offerDeadline(now, at(0.5))).toEqual(at(0.5));
  });
});

describe('proRataPaise', () => {
  it('refunds the share of meetings not held, floored to the paise', () => {
    expect(proRataPaise(49_999, 4, 1)).toBe(37_499); // 37 499.25
    expect(proRataPaise(10_000, 3, 1)).toBe(6_666); // 6 666.67
    expect(proRataPaise(10_000, 3, 0)).toBe(10_000);
    expect(proRataPaise(10_000, 3, 3)).toBe(0);
  });
});

describe('refundableUntil', () => {
  it('is 24 hours before the first meeting', () => {
    expect(refundableUntil(at(30))).toEqual(at(6));
  });
});
