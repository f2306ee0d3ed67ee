import { Injectable } from '@nestjs/common';

/** Who is asking to enter: the signed-in user of the socket. */
export interface RoomVisitor {
  id: string;
  name: string;
}

/** A visitor's pass into one room, as the room's door judged it. */
export interface RoomPass {
  /** The room's key (`booking:<id>`, `occurrence:<id>`): one room per key across instances. */
  room: string;
  /** Whether the room can be entered now (confirmed, scheduled, inside its window). */
  open: boolean;
  closesAt: Date;
  /** Most people in the room at once. */
  limit: number;
  /** A group room: relayed messages carry their sender's connection (`from`). */
  group: boolean;
  /** May send the host's controls: mute someone, lower someone's hand. */
  host: boolean;
  /** Told when the visitor's socket joins and when it leaves (live attendance). */
  seen?: (at: Date) => Promise<void>;
}

/** A kind of room: the query parameter of the signalling URL naming it, and who may enter. */
export interface RoomDoor {
  readonly param: string;
  /** The visitor's pass, or null when the room is not theirs (or does not exist). */
  pass(visitor: RoomVisitor, id: string): Promise<RoomPass | null>;
}

/**
 * The kinds of room the signalling gateway serves: a booking's call (mentorship) and a live
 * session's group room (live), each registering its door, so the gateway knows neither.
 */
@Injectable()
export class RoomDoors {
  private readonly doors = new Map<string, RoomDoor>();

  add(door: RoomDoor) {
    this.doors.set(door.param, door);
  }

  /** The door the signalling URL's query names, with the id it gives. */
  find(query: URLSearchParams): { door: RoomDoor; id: string } | undefined {
    for (const [param, door] of this.doors) {
      const id = query.get(param);
      if (id) return { door, id };
    }
    return undefined;
  }
}
