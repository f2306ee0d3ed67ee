/** The signalling socket of a call room (server/src/mentorship/room/signal-gateway.ts). */
export const SIGNAL_PATH = '/api/sessions/signal';
export const SIGNAL_PROTOCOL = 'brandcraft.signal';

/** Close codes the server ends a room's socket with. */
export const CLOSE_ROOM_ENDED = 4410;
export const CLOSE_REPLACED = 4409;
export const CLOSE_ROOM_FULL = 4413;

/** Which room: a booking's call, or a live session occurrence's group room. */
export type RoomKey = { booking: string } | { occurrence: string };

/** What a participant says about themselves in a group room. */
export interface PeerState {
  hand: boolean;
  mic: boolean;
  camera: boolean;
  sharing: boolean;
}

/**
 * What the server sends: its own notices, and what the other participants relayed (in a group
 * room, and for addressed messages, with the sender's connection as `from`).
 */
export type ServerMessage =
  | { type: 'ready'; closesAt: string; peer: string; user: string }
  | { type: 'peer'; state: 'joined'; peer: string; user: string; name?: string; host?: boolean }
  | { type: 'peer'; state: 'left'; peer: string }
  | { type: 'description'; description: RTCSessionDescriptionInit; from?: string; link?: string }
  | { type: 'candidate'; candidate: RTCIceCandidateInit | null; from?: string; link?: string }
  | { type: 'chat'; text: string; at: string; from?: string }
  | { type: 'hangup'; from?: string }
  | ({ type: 'state'; from?: string } & PeerState)
  | { type: 'mute' | 'lower'; target: string; from?: string }
  | { type: 'error'; reason: 'malformed' | 'too_large' | 'forbidden' };

/** The socket of a room; the session token rides as a subprotocol (no header is possible). */
export function openSignalSocket(room: RoomKey, token: string | null): WebSocket {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const [param, id] =
    'booking' in room ? ['booking', room.booking] : ['occurrence', room.occurrence];
  const url = `${scheme}://${window.location.host}${SIGNAL_PATH}?${param}=${encodeURIComponent(id)}`;
  return new WebSocket(url, token ? [SIGNAL_PROTOCOL, `bearer.${token}`] : [SIGNAL_PROTOCOL]);
}
