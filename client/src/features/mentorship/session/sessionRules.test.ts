import { canChange, refundRule, refundState, viewerSide } from './sessionRules';

const NOW = Date.parse('2027-03-19T00:00:00.000Z');
const at = (hoursFromNow: number) => new Date(NOW + hoursFromNow * 3_600_000).toISOString();

const paid = (hoursAhead: number, status: 'CONFIRMED' | 'HELD' = 'CONFIRMED') => ({
  status,
  startsAt: at(hoursAhead),
  endsAt: at(hoursAhead + 1),
  holdExpiresAt: status === 'HELD' ? at(0.25) : null,
  pricePaise: 49900,
  cancellationNoticeHours: 24,
});

describe('session rules', () => {
  it('refunds a learner in full from exactly the notice on, and not a minute later', () => {
    expect(refundRule(paid(24), 'learner', NOW)).toBe('full');
    expect(refundRule(paid(24 - 1 / 60), 'learner', NOW)).toBe('none');
  });

  it('refunds in full whenever the mentor cancels; nothing to refund when free or unpaid', () => {
    expect(refundRule(paid(1), 'mentor', NOW)).toBe('mentor');
    expect(refundRule({ ...paid(48), pricePaise: 0 }, 'learner', NOW)).toBe('free');
    expect(refundRule(paid(48, 'HELD'), 'learner', NOW)).toBe('unpaid');
  });

  it('allows changes only before the start, and not to a lapsed hold', () => {
    expect(canChange(paid(1), NOW)).toBe(true);
    expect(canChange(paid(-0.5), NOW)).toBe(false);
    expect(canChange({ ...paid(48, 'HELD'), holdExpiresAt: at(-1) }, NOW)).toBe(false);
    expect(canChange({ ...paid(48), status: 'CANCELLED' as const }, NOW)).toBe(false);
  });

  it('says where a cancelled paid session’s money stands', () => {
    const cancelled = { status: 'CANCELLED' as const, paid: true, refunded: false };
    expect(refundState({ ...cancelled, cancellationRefund: 'FULL' })).toBe('pending');
    expect(refundState({ ...cancelled, refunded: true, cancellationRefund: 'FULL' })).toBe('done');
    expect(refundState({ ...cancelled, cancellationRefund: 'NONE' })).toBe('kept');
    // Nothing to say of a free or unpaid booking, or of one still standing.
    expect(refundState({ ...cancelled, paid: false, cancellationRefund: null })).toBeNull();
    expect(refundState({ ...cancelled, status: 'CONFIRMED', cancellationRefund: null })).toBeNull();
  });

  it('knows the viewer’s side, and no side for a stranger', () => {
    const people = { learner: { id: 'u1' }, mentor: { id: 'm1' } };
    expect(viewerSide(people, 'u1')).toBe('learner');
    expect(viewerSide(people, 'm1')).toBe('mentor');
    expect(viewerSide(people, 'u9')).toBeNull();
    expect(viewerSide(people, undefined)).toBeNull();
  });
});
