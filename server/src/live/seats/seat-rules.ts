import { QueryFailedError } from 'typeorm';
import { notFound } from '../../common/errors/domain-error';
import { Checker } from '../../common/validation';
import { checkZone } from '../../mentorship/availability/hours-input';
import { BOOKING_HOLD_MINUTES } from '../../mentorship/bookings/booking-rules';
import { LiveSeatStatus } from '../live-seat.entity';

/** How long a freed seat is kept for the next learner on the waitlist to claim. */
export const LIVE_OFFER_HOURS = 12;

/** An offer ends at the latest this long before the next meeting, so a claimed seat can prepare. */
export const OFFER_ENDS_BEFORE_MEETING_HOURS = 1;

/** How long a bought seat is held while its learner pays: as long as a paid booking. */
export const SEAT_HOLD_MINUTES = BOOKING_HOLD_MINUTES;

/** A learner cancelling a paid seat this long before the first meeting is refunded in full. */
export const SEAT_REFUND_NOTICE_HOURS = 24;

const HOUR = 3600_000;
const MINUTE = 60_000;

/** The places that hold or wait for a seat: one per learner and session (UQ_live_seats_active). */
export const ACTIVE_STATUSES = [
  LiveSeatStatus.HELD,
  LiveSeatStatus.CONFIRMED,
  LiveSeatStatus.WAITLISTED,
  LiveSeatStatus.OFFERED,
] as const;

/** The refusals of seats, word for word (their Hindi is in the catalogs' errors.live.*). */
export const SEAT_MESSAGES = {
  full: 'This session is full: join its waitlist.',
  hasSeat: 'You already have a seat.',
  onWaitlist: 'You are already on the waitlist.',
  offered: 'A seat is offered to you: claim it.',
  enrol: 'Enrol in the course to take a seat.',
  owner: 'You teach this course, so you cannot take a seat in its live sessions.',
  admin: 'Admins cannot take seats in live sessions.',
  cancelled: 'This live session is cancelled.',
  over: 'This live session has no meetings left.',
  seatsFree: 'Seats are still free: take one instead of waiting.',
  sold: 'Seats of this session are sold: buy one.',
  included: 'Seats of this session come with the course: take one.',
  notYourTurn: 'Your turn on the waitlist has not come yet.',
  offerLapsed: 'This offer has lapsed.',
  givenUp: 'This seat is already given up.',
  alreadyConfirmed: 'Your seat is already confirmed.',
  lateRefund: 'The payment arrived after the seat was no longer held for you.',
  seriesCancelled: 'The host cancelled the live session.',
} as const;

export const seatNotFound = () => notFound('Seat not found');

/** Whether a place holds a seat (counted in the session's seatsTaken). */
export const takesSeat = (status: LiveSeatStatus): boolean =>
  status === LiveSeatStatus.HELD ||
  status === LiveSeatStatus.OFFERED ||
  status === LiveSeatStatus.CONFIRMED;

/**
 * Until when a freed seat is offered: LIVE_OFFER_HOURS, or until an hour before the next meeting if
 * that is sooner; once that hour has begun, until the meeting starts (a seat can still be taken).
 */
export function offerDeadline(now: Date, nextStart: Date): Date {
  const beforeMeeting = nextStart.getTime() - OFFER_ENDS_BEFORE_MEETING_HOURS * HOUR;
  const latest = now.getTime() + LIVE_OFFER_HOURS * HOUR;
  const end = beforeMeeting > now.getTime() ? Math.min(latest, beforeMeeting) : nextStart.getTime();
  return new Date(end);
}

/** When a seat held for checkout at `now` lapses. */
export const holdDeadline = (now: Date) => new Date(now.getTime() + SEAT_HOLD_MINUTES * MINUTE);

/** The last moment a learner may cancel a paid seat for a full refund. */
export const refundableUntil = (firstStart: Date) =>
  new Date(firstStart.getTime() - SEAT_REFUND_NOTICE_HOURS * HOUR);

/**
 * What a paid seat gets back when its host cancels the series: its price times the share of the
 * series' meetings not yet held (cancelled ones included, never held), floored to the paise.
 */
export function proRataPaise(paidPaise: number, meetings: number, held: number): number {
  if (meetings <= 0) return paidPaise;
  return Math.floor((paidPaise * Math.max(0, meetings - held)) / meetings);
}

/** PostgreSQL refused a row by the constraint `name` with SQLSTATE `code`. */
export const isViolation = (error: unknown, code: '23505' | '23514', name: string): boolean => {
  if (!(error instanceof QueryFailedError)) return false;
  const driver = error.driverError as { code?: string; constraint?: string };
  return driver.code === code && driver.constraint === name;
};

/** The learner's IANA zone for their seat's mails and invite, or BAD_USER_INPUT on `timeZone`. */
export function seatZone(timeZone: unknown): string {
  const check = new Checker();
  const zone = checkZone(check, 'timeZone', timeZone);
  check.done();
  return zone;
}
