/**
 * Live sessions as the API answers them in the client's tests: a weekly series of three in
 * Kolkata (7:00 pm IST = 13:30Z on Mondays), its second meeting moved and its first cancelled.
 */

/** The tests' clock: Monday 30 November 2026, 12:00 UTC, a week before the first meeting. */
export const NOW = Date.parse('2026-11-30T12:00:00.000Z');

/** Makes `Intl` report `zone` as the browser's (what the pages read as the viewer's zone). */
export function browserIn(zone: string): jest.SpyInstance {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its instance below
  const own = Intl.DateTimeFormat.prototype.resolvedOptions;
  return jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...own.call(this), timeZone: zone };
  });
}

export const occurrences = () => [
  {
    __typename: 'LiveOccurrence',
    id: 'o1',
    startsAt: '2026-12-07T13:30:00.000Z',
    endsAt: '2026-12-07T14:30:00.000Z',
    originalStartsAt: '2026-12-07T13:30:00.000Z',
    status: 'CANCELLED',
    recordingLectureId: null,
  },
  {
    __typename: 'LiveOccurrence',
    id: 'o2',
    // Moved from Monday 14 December to Tuesday 15 December, same time.
    startsAt: '2026-12-15T13:30:00.000Z',
    endsAt: '2026-12-15T14:30:00.000Z',
    originalStartsAt: '2026-12-14T13:30:00.000Z',
    status: 'SCHEDULED',
    recordingLectureId: null,
  },
  {
    __typename: 'LiveOccurrence',
    id: 'o3',
    startsAt: '2026-12-21T13:30:00.000Z',
    endsAt: '2026-12-21T14:30:00.000Z',
    originalStartsAt: '2026-12-21T13:30:00.000Z',
    status: 'SCHEDULED',
    recordingLectureId: null,
  },
];

export type SeatStatus = 'CONFIRMED' | 'HELD' | 'OFFERED' | 'WAITLISTED';

export function seat(status: SeatStatus, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'LiveSeat',
    id: 'seat1',
    liveSessionId: 's1',
    status,
    expiresAt: status === 'OFFERED' || status === 'HELD' ? '2026-11-30T20:00:00.000Z' : null,
    pricePaise: 0,
    paidPaise: null,
    refundableUntil: null,
    refundedPaise: null,
    waitlistPosition: status === 'WAITLISTED' ? 1 : null,
    createdAt: '2026-11-29T10:00:00.000Z',
    ...overrides,
  };
}

/** The series' title (data, not a text of the app's). */
export const TITLE = 'Brand clinic';

/** LiveSessionPageFields of the series "Brand clinic". */
export function liveSession(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'LiveSession',
    id: 's1',
    courseId: 'c1',
    title: TITLE,
    agenda: 'Bring your LinkedIn headline.',
    hostName: 'Sana Iyer',
    status: 'SCHEDULED',
    access: 'ENROLLED',
    pricePaise: 0,
    capacity: 2,
    seatsLeft: 1,
    seatsTaken: 1,
    waitlistCount: 0,
    durationMinutes: 60,
    timeZone: 'Asia/Kolkata',
    rrule: 'RRULE:FREQ=WEEKLY;COUNT=3',
    meetingUrl: null,
    occurrences: occurrences(),
    mySeat: null,
    ...overrides,
  };
}
