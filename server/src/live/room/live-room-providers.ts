import type { Provider } from '@nestjs/common';
import { LiveAttendanceQueries } from '../attendance/live-attendance.queries';
import { LiveAttendanceResolver } from '../attendance/live-attendance.resolver';
import { LiveRoomResolver } from './live-room.resolver';
import { LiveRooms } from './live-rooms';

/** The group room's door and view, and the attendance it records (docs/live-sessions.md). */
export const LIVE_ROOM_PROVIDERS: Provider[] = [
  LiveRooms,
  LiveRoomResolver,
  LiveAttendanceQueries,
  LiveAttendanceResolver,
];
