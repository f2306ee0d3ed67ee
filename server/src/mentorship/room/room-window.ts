import { BookingStatus, type Booking } from '../booking.entity';

/** The room opens this long before the session starts, and closes this long after it ends. */
export const ROOM_MARGIN_MS = 10 * 60_000;

/** When a room's meeting is: a booking's or a live session occurrence's times. */
export interface RoomTimes {
  startsAt: Date;
  endsAt: Date;
}

/** Where a moment falls in a room's window. */
export enum RoomWindow {
  EARLY = 'early',
  OPEN = 'open',
  ENDED = 'ended',
}

export enum SessionRoomState {
  /** Held, cancelled, expired or completed: only a confirmed booking has a room. */
  NOT_CONFIRMED = 'not_confirmed',
  EARLY = 'early',
  OPEN = 'open',
  ENDED = 'ended',
}

export const roomOpensAt = (times: Pick<RoomTimes, 'startsAt'>) =>
  new Date(times.startsAt.getTime() - ROOM_MARGIN_MS);

export const roomClosesAt = (times: Pick<RoomTimes, 'endsAt'>) =>
  new Date(times.endsAt.getTime() + ROOM_MARGIN_MS);

/** Whether a room is open at `now`: from 10 minutes before the start to 10 minutes after the end. */
export function roomWindow(times: RoomTimes, now = Date.now()): RoomWindow {
  if (now < roomOpensAt(times).getTime()) return RoomWindow.EARLY;
  if (now >= roomClosesAt(times).getTime()) return RoomWindow.ENDED;
  return RoomWindow.OPEN;
}

const BOOKING_STATE: Record<RoomWindow, SessionRoomState> = {
  [RoomWindow.EARLY]: SessionRoomState.EARLY,
  [RoomWindow.OPEN]: SessionRoomState.OPEN,
  [RoomWindow.ENDED]: SessionRoomState.ENDED,
};

/** Whether the booking's room is open at `now`, and if not, why. */
export function roomState(
  booking: Pick<Booking, 'status' | 'startsAt' | 'endsAt'>,
  now = Date.now(),
): SessionRoomState {
  if (booking.status !== BookingStatus.CONFIRMED) return SessionRoomState.NOT_CONFIRMED;
  return BOOKING_STATE[roomWindow(booking, now)];
}
