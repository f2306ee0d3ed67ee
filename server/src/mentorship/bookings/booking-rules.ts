import { QueryFailedError } from 'typeorm';
import { invalidField, notFound } from '../../common/errors/domain-error';

/** How long a paid booking keeps its slot while the learner pays (the checkout confirms it). */
export const BOOKING_HOLD_MINUTES = 15;

/** Longest note a learner may leave for the mentor. */
export const BOOKING_NOTE_MAX = 1000;

/** Longest reason given with a cancellation (the column's length). */
export const CANCEL_REASON_MAX = 500;

/** The refusal when the time is gone, from the slot check or from the database itself. */
export const SLOT_TAKEN = 'That time is already taken.';

export const bookingNotFound = () => notFound('Booking not found');
export const sessionTypeNotFound = () => notFound('Session type not found');


/**
 * PostgreSQL refused a row because an exclusion constraint holds an overlapping one (SQLSTATE
 * 23P01): for bookings, EX_bookings_mentor_time, a race the slot check did not see (two instances).
 */
export const isExclusionViolation = (error: unknown): boolean =>
  error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23P01';

/** Runs a write that may meet the exclusion constraint, answering "already taken" instead of a 500. */
export async function orTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isExclusionViolation(error)) throw invalidField('startsAt', SLOT_TAKEN);
    throw error;
  }
}
