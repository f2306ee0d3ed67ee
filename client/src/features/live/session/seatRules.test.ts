import { nextMeeting, openMeeting, viewerPlace } from './seatRules';

const NOW = Date.parse('2026-12-07T12:00:00Z');
const meeting = (id: string, startsAt: string, status = 'SCHEDULED') => ({
  id,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 3600_000).toISOString(),
  status,
});
const past = meeting('o1', '2026-11-30T12:00:00Z');
const cancelled = meeting('o2', '2026-12-07T13:30:00Z', 'CANCELLED');
const ahead = meeting('o3', '2026-12-14T13:30:00Z');
const session = (over: Partial<Parameters<typeof viewerPlace>[0]> = {}) => ({
  status: 'SCHEDULED' as const,
  seatsLeft: 2,
  occurrences: [past, cancelled, ahead],
  ...over,
});
const learner = { signedIn: true, hosts: false, enrolled: true };

describe('viewerPlace', () => {
  it('offers an enrolled learner a seat while some are left, and the waitlist when full', () => {
    expect(viewerPlace(session(), null, learner, NOW)).toEqual({ kind: 'take' });
    expect(viewerPlace(session({ seatsLeft: 0 }), null, learner, NOW)).toEqual({ kind: 'full' });
  });

  it('shows the viewer’s own seat or place in line first', () => {
    for (const status of ['CONFIRMED', 'HELD', 'OFFERED', 'WAITLISTED'] as const)
      expect(viewerPlace(session({ seatsLeft: 0 }), { status }, learner, NOW)).toEqual({
        kind: 'seat',
        status,
      });
  });

  it('treats a given-up or lapsed place as none', () => {
    expect(viewerPlace(session(), { status: 'CANCELLED' }, learner, NOW)).toEqual({
      kind: 'take',
    });
    expect(viewerPlace(session({ seatsLeft: 0 }), { status: 'EXPIRED' }, learner, NOW)).toEqual({
      kind: 'full',
    });
  });

  it('asks others to sign in or enrol, and lets the host host', () => {
    expect(viewerPlace(session(), null, { ...learner, signedIn: false }, NOW).kind).toBe(
      'signedOut',
    );
    expect(viewerPlace(session(), null, { ...learner, enrolled: false }, NOW).kind).toBe(
      'notEnrolled',
    );
    expect(viewerPlace(session(), null, { ...learner, hosts: true }, NOW).kind).toBe('host');
  });

  it('offers nothing in a cancelled session or one with no meeting left', () => {
    expect(viewerPlace(session({ status: 'CANCELLED' }), null, learner, NOW).kind).toBe(
      'cancelled',
    );
    expect(viewerPlace(session({ occurrences: [past, cancelled] }), null, learner, NOW).kind).toBe(
      'over',
    );
  });
});

describe('nextMeeting and openMeeting', () => {
  it('skips past and cancelled meetings', () => {
    expect(nextMeeting([past, cancelled, ahead], NOW)?.id).toBe('o3');
    expect(nextMeeting([past, cancelled], NOW)).toBeNull();
  });

  it('opens the next meeting’s room from 10 minutes before it', () => {
    const start = Date.parse(ahead.startsAt);
    expect(openMeeting([ahead], start - 11 * 60_000)).toBeNull();
    expect(openMeeting([ahead], start - 10 * 60_000)?.id).toBe('o3');
    expect(openMeeting([ahead], start + 30 * 60_000)?.id).toBe('o3');
  });
});
