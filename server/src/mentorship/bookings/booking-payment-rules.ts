import type { Booking } from '../booking.entity';

/** How long after a learner's no-show report the mentor has to settle it before the learner is refunded. */
export const NO_SHOW_SETTLE_HOURS = 72;

/** How long after a session's end a no-show can still be reported. */
export const NO_SHOW_REPORT_HOURS = 72;

/** Longest note with a no-show report (the column's length). */
export const NO_SHOW_NOTE_MAX = 500;

const HOUR = 3600_000;

export const PAYMENT_MESSAGES = {
  notHeld: 'This booking is not waiting for payment.',
  lapsed: 'This booking was not paid in time, so it no longer holds a time.',
  lateRefund: 'The payment arrived after the hold lapsed and the time was taken.',
  noShowNotStarted: 'A no-show can be reported once the session has started.',
  noShowNotConfirmed: 'Only a confirmed session can have a no-show.',
  noShowTwice: 'A no-show was already reported for this booking.',
  noShowTooLate: `A no-show can be reported up to ${NO_SHOW_REPORT_HOURS} hours after the session ends.`,
  noShowNothingOpen: 'There is no open no-show report from the learner to settle.',
  noShowMentorOnly: 'Only the mentor settles a no-show report.',
};

/** Kept on a purchase refunded for a no-show the mentor did not settle in time. */
export const NO_SHOW_REFUND_REASON = 'The mentor did not come (no-show report).';

/** Whether a cancelled paid booking's payment comes back. */
export type CancellationRefund = 'full' | 'none';

/**
 * The refund rule of a cancellation: the mentor's (or an admin's for them) refunds in full; the
 * learner's in full when made at least the notice kept on the booking (the policy the learner saw
 * when booking) before the start, else nothing.
 */
export function cancellationRefund(
  booking: Pick<Booking, 'learnerId' | 'startsAt' | 'cancellationNoticeHours'>,
  cancelledBy: string,
  at: Date,
): CancellationRefund {
  if (cancelledBy !== booking.learnerId) return 'full';
  const latest = booking.startsAt.getTime() - booking.cancellationNoticeHours * HOUR;
  return at.getTime() <= latest ? 'full' : 'none';
}
