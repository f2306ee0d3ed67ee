/** The signalling socket of a booking's room (server/src/mentorship/room/signal-gateway.ts). */
export const SIGNAL_PATH = '/api/sessions/signal';
export const SIGNAL_PROTOCOL = 'brandcraft.signal';

/** Close codes the server ends a room's socket with. */
export const CLOSE_ROOM_ENDED = 4410;
export const CLOSE_REPLACED = 4409;

/** What the server sends: its own notices, and what the other participant relayed. */
export type ServerMessage =
  | { type: 'ready'; closesAt: string }
  | { type: 'peer'; state: 'joined' | 'left'; peer: string }
  | { type: 'description'; description: RTCSessionDescriptionInit }
  | { type: 'candidate'; candidate: RTCIceCandidateInit | null }
  | { type: 'chat'; text: string; at: string }
  | { type: 'hangup' }
  | { type: 'error'; reason: 'malformed' | 'too_large' };

/** The socket of `bookingId`'s room; the session token rides as a subprotocol (no header is possible). */
export function openSignalSocket(bookingId: string, token: string | null): WebSocket {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const url = `${scheme}://${window.location.host}${SIGNAL_PATH}?booking=${encodeURIComponent(bookingId)}`;
  return new WebSocket(url, token ? [SIGNAL_PROTOCOL, `bearer.${token}`] : [SIGNAL_PROTOCOL]);
}
