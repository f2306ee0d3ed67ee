import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../common/ids';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../config/app-config';
import { Booking, BookingStatus } from '../booking.entity';
import { BookingSide } from '../bookings/booking.queries';
import { bookingNotFound } from '../bookings/booking-rules';
import { RoomDoors, type RoomDoor, type RoomPass, type RoomVisitor } from './room-doors';
import { roomClosesAt, roomOpensAt, roomState, SessionRoomState } from './room-window';
import type { SessionRoomView } from './session-room.types';

/** One participant's place in a booking's room. */
export interface RoomSeat {
  booking: Booking;
  role: BookingSide;
}

/** Who may enter a booking's call room, and when (docs/mentorship.md, "The call room"). */
@Injectable()
export class SessionRooms implements RoomDoor {
  readonly param = 'booking';

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(RoomDoors) doors: RoomDoors,
  ) {
    doors.add(this);
  }

  /** The signalling gateway's door: the booking's two people, while its room is open. */
  async pass(visitor: RoomVisitor, bookingId: string): Promise<RoomPass | null> {
    const seat = await this.seat(visitor.id, bookingId);
    if (!seat) return null;
    return {
      room: `booking:${seat.booking.id}`,
      open: roomState(seat.booking) === SessionRoomState.OPEN,
      closesAt: roomClosesAt(seat.booking),
      limit: 2,
      group: false,
      host: false,
    };
  }

  /** The viewer's seat in the booking's room; null for anyone else (admins included) or no booking. */
  async seat(userId: string, bookingId: unknown): Promise<RoomSeat | null> {
    if (!isUuid(bookingId)) return null;
    const booking = await this.db.getRepository(Booking).findOne({
      where: { id: bookingId },
      relations: { sessionType: true, learner: true, mentor: true },
    });
    if (!booking) return null;
    if (booking.learnerId === userId) return { booking, role: BookingSide.LEARNER };
    if (booking.mentorId === userId) return { booking, role: BookingSide.MENTOR };
    return null;
  }

  /** The room as the viewer sees it; NOT_FOUND for anyone but the booking's two people. */
  async view(userId: string, bookingId: unknown, now = Date.now()): Promise<SessionRoomView> {
    const seat = await this.seat(userId, bookingId);
    if (!seat) throw bookingNotFound();
    const { booking, role } = seat;
    const state = roomState(booking, now);
    const other = role === BookingSide.LEARNER ? booking.mentor : booking.learner;
    const confirmed = booking.status === BookingStatus.CONFIRMED;
    return {
      bookingId: booking.id,
      state,
      open: state === SessionRoomState.OPEN,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      opensAt: roomOpensAt(booking),
      closesAt: roomClosesAt(booking),
      role,
      title: booking.sessionType?.title ?? '',
      otherName: other?.name ?? '',
      iceServers: this.config.iceServers,
      meetingUrl: confirmed ? (booking.sessionType?.meetingUrl ?? null) : null,
    };
  }
}
