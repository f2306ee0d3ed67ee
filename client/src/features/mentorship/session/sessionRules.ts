/**
 * What a session's page may offer and say, from the booking and the viewer (pure, for tests). The
 * server decides; these mirror its rules (docs/mentorship.md, "Booking") so the page offers only
 * what it would accept and states the refund before the viewer confirms.
 */
import type { BookingStatus } from '../../../generated/types';

export type Side = 'learner' | 'mentor';

interface People {
  learner: { id: string };
  mentor: { id: string };
}

/** The viewer's side of a booking; null when it is not theirs (its page then shows not found). */
export function viewerSide(booking: People, userId: string | undefined): Side | null {
  if (!userId) return null;
  if (booking.learner.id === userId) return 'learner';
  if (booking.mentor.id === userId) return 'mentor';
  return null;
}

interface Timed {
  status: BookingStatus;
  startsAt: string;
  endsAt: string;
  holdExpiresAt?: string | null;
}

/** A booking that still holds its time: confirmed, or held with its hold not lapsed. */
export function holdsTime(booking: Timed, now: number): boolean {
  if (booking.status === 'CONFIRMED') return true;
  return (
    booking.status === 'HELD' &&
    booking.holdExpiresAt != null &&
    Date.parse(booking.holdExpiresAt) > now
  );
}

/** Moving and cancelling: while it holds its time and has not started. */
export function canChange(booking: Timed, now: number): boolean {
  return holdsTime(booking, now) && Date.parse(booking.startsAt) > now;
}

/** Joining: a confirmed session not yet over (the room itself says when it opens). */
export function canJoin(booking: Timed, now: number): boolean {
  return booking.status === 'CONFIRMED' && Date.parse(booking.endsAt) > now;
}

/** Over: a confirmed or completed session whose end has passed (rating comes then). */
export function isOver(booking: Timed, now: number): boolean {
  return (
    (booking.status === 'CONFIRMED' || booking.status === 'COMPLETED') &&
    Date.parse(booking.endsAt) <= now
  );
}

export type RefundRule = 'free' | 'unpaid' | 'mentor' | 'full' | 'none';

/**
 * What cancelling now returns: nothing for a free or not yet paid session; in full when the mentor
 * cancels; for the learner, in full at least the notice kept on the booking (what they saw when
 * booking) before the start, otherwise nothing.
 */
export function refundRule(
  booking: Timed & { pricePaise: number; cancellationNoticeHours: number },
  side: Side,
  now: number,
): RefundRule {
  if (booking.pricePaise === 0) return 'free';
  if (booking.status === 'HELD') return 'unpaid';
  if (side === 'mentor') return 'mentor';
  const notice = booking.cancellationNoticeHours * 60 * 60 * 1000;
  return Date.parse(booking.startsAt) - now >= notice ? 'full' : 'none';
}

export type RefundState = 'pending' | 'done' | 'kept';

/**
 * Where the money of a cancelled booking stands, as its page says it: coming back (`pending`, the
 * refund runs just after the cancellation), back (`done`), or kept inside the notice (`kept`);
 * null for a booking not cancelled, or never paid.
 */
export function refundState(booking: {
  status: BookingStatus;
  paid: boolean;
  refunded: boolean;
  cancellationRefund?: 'FULL' | 'NONE' | null;
}): RefundState | null {
  if (booking.status !== 'CANCELLED' || !booking.paid) return null;
  if (booking.refunded) return 'done';
  if (booking.cancellationRefund === 'FULL') return 'pending';
  if (booking.cancellationRefund === 'NONE') return 'kept';
  return null;
}
