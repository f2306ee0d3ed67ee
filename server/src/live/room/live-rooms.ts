import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../common/ids';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../config/app-config';
import {
  RoomDoors,
  type RoomDoor,
  type RoomPass,
  type RoomVisitor,
} from '../../mentorship/room/room-doors';
import {
  roomClosesAt,
  roomOpensAt,
  roomWindow,
  RoomWindow,
} from '../../mentorship/room/room-window';
import { recordAttendance } from '../attendance/record-attendance';
import { LiveOccurrence, LiveOccurrenceStatus } from '../live-occurrence.entity';
import { liveOccurrenceNotFound, ROOM_MAX_PARTICIPANTS } from '../live-rules';
import { LiveSeat, LiveSeatStatus } from '../live-seat.entity';
import { LiveSessionStatus, type LiveSession } from '../live-session.entity';
import { LiveRoomRole, LiveRoomState, type LiveRoomView } from './live-room.types';

/** One person's place in an occurrence's room. */
interface RoomPlace {
  occurrence: LiveOccurrence;
  session: LiveSession;
  role: LiveRoomRole;
}

const WINDOW_STATE: Record<RoomWindow, LiveRoomState> = {
  [RoomWindow.EARLY]: LiveRoomState.EARLY,
  [RoomWindow.OPEN]: LiveRoomState.OPEN,
  [RoomWindow.ENDED]: LiveRoomState.ENDED,
};

/**
 * Who may enter a live session occurrence's group room, and when (docs/live-sessions.md, "The group
 * room"): its host and the learners with a confirmed seat, while the occurrence and its series are
 * scheduled, from 10 minutes before the start to 10 minutes after the end (the bookings' window).
 * It is the signalling gateway's door for `?occurrence=<id>`, and records attendance as people join.
 */
@Injectable()
export class LiveRooms implements RoomDoor {
  readonly param = 'occurrence';

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(RoomDoors) doors: RoomDoors,
  ) {
    doors.add(this);
  }

  /** The viewer's place; null for anyone but the host and confirmed learners, or no occurrence. */
  async place(userId: string, occurrenceId: unknown): Promise<RoomPlace | null> {
    if (!isUuid(occurrenceId)) return null;
    const occurrence = await this.db.getRepository(LiveOccurrence).findOne({
      where: { id: occurrenceId },
      relations: { liveSession: { host: true } },
    });
    const session = occurrence?.liveSession;
    if (!occurrence || !session) return null;
    if (session.hostId === userId) return { occurrence, session, role: LiveRoomRole.HOST };
    const seated = await this.db.getRepository(LiveSeat).exists({
      where: { liveSessionId: session.id, userId, status: LiveSeatStatus.CONFIRMED },
    });
    return seated ? { occurrence, session, role: LiveRoomRole.PARTICIPANT } : null;
  }

  state({ occurrence, session }: RoomPlace, now = Date.now()): LiveRoomState {
    if (
      occurrence.status !== LiveOccurrenceStatus.SCHEDULED ||
      session.status !== LiveSessionStatus.SCHEDULED
    )
      return LiveRoomState.CANCELLED;
    return WINDOW_STATE[roomWindow(occurrence, now)];
  }

  /** The signalling gateway's door: a group of at most ROOM_MAX_PARTICIPANTS; the host controls. */
  async pass(visitor: RoomVisitor, occurrenceId: string): Promise<RoomPass | null> {
    const place = await this.place(visitor.id, occurrenceId);
    if (!place) return null;
    const { occurrence } = place;
    return {
      room: `occurrence:${occurrence.id}`,
      open: this.state(place) === LiveRoomState.OPEN,
      closesAt: roomClosesAt(occurrence),
      limit: ROOM_MAX_PARTICIPANTS,
      group: true,
      host: place.role === LiveRoomRole.HOST,
      seen: (at) => recordAttendance(this.db.manager, occurrence.id, visitor.id, at),
    };
  }

  /** The room as the viewer sees it; NOT_FOUND for anyone but its host and confirmed learners. */
  async view(userId: string, occurrenceId: unknown, now = Date.now()): Promise<LiveRoomView> {
    const place = await this.place(userId, occurrenceId);
    if (!place) throw liveOccurrenceNotFound();
    const { occurrence, session, role } = place;
    const state = this.state(place, now);
    return {
      occurrenceId: occurrence.id,
      liveSessionId: session.id,
      state,
      open: state === LiveRoomState.OPEN,
      startsAt: occurrence.startsAt,
      endsAt: occurrence.endsAt,
      opensAt: roomOpensAt(occurrence),
      closesAt: roomClosesAt(occurrence),
      role,
      title: session.title,
      hostName: session.host?.name ?? '',
      participantLimit: ROOM_MAX_PARTICIPANTS,
      overLimit: session.capacity + 1 > ROOM_MAX_PARTICIPANTS,
      iceServers: this.config.iceServers,
      meetingUrl: state === LiveRoomState.CANCELLED ? null : session.meetingUrl,
    };
  }
}
