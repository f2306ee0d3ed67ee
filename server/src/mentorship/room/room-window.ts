import { BookingStatus, type Booking } from '../booking.entity';

/** The room opens this long before the session starts, and closes this long after it ends. */
export const ROOM_MARGIN_MS = 10 * 60_000;

export enum SessionRoomState {
  /** Held, cancelled, expired or completed: only a confirmed booking has a room. */
  NOT_CONFIRMED = 'not_confirmed',
  EARLY = 'early',
  OPEN = 'open',
  ENDED = 'ended',
}

export const roomOpensAt = (booking: Pick<Booking, 'startsAt'>) =>
  new Date(booking.startsAt.getTime() - ROOM_MARGIN_MS);

export const roomClosesAt = (booking: Pick<Booking, 'endsAt'>) =>
  new Date(booking.endsAt.getTime() + ROOM_MARGIN_MS);

/** Whether the booking's room is open at `now`, and if not, why. */
export function roomState(
  booking: Pick<Booking, 'status' | 'startsAt' | 'endsAt'>,
  now = Date.now(),
): SessionRoomState {
  if (booking.status !== BookingStatus.CONFIRMED) return SessionRoomState.NOT_CONFIRMED;
  if (now < roomOpensAt(booking).getTime()) return SessionRoomState.EARLY;
  if (now >= roomClosesAt(booking).getTime()) return SessionRoomState.ENDED;
  return SessionRoomState.OPEN;
}
