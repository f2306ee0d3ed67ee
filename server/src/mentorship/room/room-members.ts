import { Injectable } from '@nestjs/common';
import type { RoomEvent } from './signal-bus';

/**
 * Who is in each room across the instances, as the room events (every instance hears all of them)
 * told this one: the participant limit counts them. A room is forgotten when its time is over, so
 * a "left" lost with a crashed instance does not keep a place taken past the meeting.
 */
@Injectable()
export class RoomMembers {
  private readonly rooms = new Map<string, { closesAt: number; users: Map<string, string> }>();

  note(event: RoomEvent) {
    if (event.kind === 'signal') return;
    let room = this.rooms.get(event.room);
    if (event.kind === 'left') {
      room?.users.delete(event.conn);
      if (room?.users.size === 0) this.rooms.delete(event.room);
      return;
    }
    if (!room) this.rooms.set(event.room, (room = { closesAt: event.closesAt, users: new Map() }));
    room.users.set(event.conn, event.from);
  }

  /** How many people other than `userId` are in `room`. */
  others(room: string, userId: string): number {
    const users = new Set(this.rooms.get(room)?.users.values());
    users.delete(userId);
    return users.size;
  }

  sweep(now: number) {
    for (const [key, room] of this.rooms) if (now >= room.closesAt) this.rooms.delete(key);
  }
}
