import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Request } from 'express';
import { verify } from 'jsonwebtoken';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { TokenClaims } from '../../auth/auth.service';
import { JwtStrategy } from '../../auth/jwt.strategy';
import { DrainState } from '../../common/lifecycle/draining';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../config/app-config';
import { roomClosesAt, roomState, SessionRoomState } from './room-window';
import { SessionRooms, type RoomSeat } from './session-rooms';
import { SignalBus, SignalTooLarge, type RoomEvent } from './signal-bus';
import { MAX_MESSAGE_BYTES, parseSignal, type RelayedMessage } from './signal-messages';

export const SIGNAL_PATH = '/api/sessions/signal';
/** The subprotocol the browser asks for; it sends its token beside it as `bearer.<jwt>`. */
export const SIGNAL_PROTOCOL = 'brandcraft.signal';

/** Close codes the browser acts on. */
export const CLOSE = {
  roomClosed: 4410,
  replaced: 4409,
  tooFast: 4429,
  goingAway: 1001,
} as const;

/** A burst of ICE candidates is a few dozen messages; anything far beyond is not a browser. */
const MESSAGES_PER_10S = 300;
const SWEEP_MS = 1_000;

interface Peer {
  ws: WebSocket;
  conn: string;
  userId: string;
  booking: string;
  closesAt: number;
  sent: { windowStart: number; count: number };
}

/**
 * The call room's signalling (docs/mentorship.md, "The call room"): a WebSocket at
 * /api/sessions/signal?booking=<id> for the booking's two people while its room is open. It relays
 * offers, answers, ICE candidates, chat and hang-ups between them, and says when the other one
 * joins or leaves. Events reach the other participant's instance over the SignalBus.
 */
@Injectable()
export class SignalGateway implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SessionRoom');
  private readonly instance = randomUUID();
  private readonly wss = new WebSocketServer({
    noServer: true,
    maxPayload: 2 * MAX_MESSAGE_BYTES,
    perMessageDeflate: false,
    handleProtocols: (offered) => (offered.has(SIGNAL_PROTOCOL) ? SIGNAL_PROTOCOL : false),
  });
  private readonly rooms = new Map<string, Set<Peer>>();
  private readonly tokenKey: KeyObject;
  private sweeper?: NodeJS.Timeout;
  private outgoing: Promise<void> = Promise.resolve();

  constructor(
    @Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost,
    @Inject(SessionRooms) private readonly seats: SessionRooms,
    @Inject(SignalBus) private readonly bus: SignalBus,
    @Inject(JwtStrategy) private readonly jwt: JwtStrategy,
    @Inject(DrainState) private readonly drain: DrainState,
    @Inject(RUNTIME_CONFIG) config: RuntimeConfig,
  ) {
    this.tokenKey = createSecretKey(Buffer.from(config.jwtSecret));
  }

  onApplicationBootstrap() {
    const server = this.adapterHost.httpAdapter.getHttpServer() as Server;
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (new URL(req.url ?? '/', 'http://x').pathname !== SIGNAL_PATH) {
        if (server.listenerCount('upgrade') === 1) socket.destroy();
        return;
      }
      this.upgrade(req, socket, head).catch((error: unknown) => {
        this.logger.warn(`Signal upgrade failed: ${String(error)}`);
        refuse(socket, 503, 'Service Unavailable');
      });
    });
    this.bus.onEvent((event) => {
      if (event.origin !== this.instance) this.deliver(event);
    });
    this.sweeper = setInterval(() => this.sweep(), SWEEP_MS).unref();
  }

  onApplicationShutdown() {
    clearInterval(this.sweeper);
    for (const peer of this.peers()) peer.ws.terminate();
    this.wss.close();
  }

  private async upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    socket.on('error', () => socket.destroy());
    const userId = await this.signedIn(req);
    if (!userId) return refuse(socket, 401, 'Unauthorized');
    const booking = new URL(req.url ?? '/', 'http://x').searchParams.get('booking');
    const seat = await this.seats.seat(userId, booking);
    // A stranger, too early, too late, or a booking that is not confirmed: one refusal for all.
    if (!seat || roomState(seat.booking) !== SessionRoomState.OPEN || this.drain.draining)
      return refuse(socket, 403, 'Forbidden');
    this.wss.handleUpgrade(req, socket, head, (ws) => this.join(ws, userId, seat));
  }

  /** The user of the request's session token, checked as GraphQL requests are (JwtStrategy). */
  private async signedIn(req: IncomingMessage): Promise<string | undefined> {
    const offered = String(req.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((protocol) => protocol.trim());
    const fromProtocol = offered.find((p) => p.startsWith('bearer.'))?.slice('bearer.'.length);
    const fromHeader = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const token = fromProtocol ?? fromHeader;
    if (!token) return undefined;
    let claims: TokenClaims;
    try {
      claims = verify(token, this.tokenKey, { algorithms: ['HS256'] }) as TokenClaims;
    } catch {
      return undefined;
    }
    const user = await this.jwt.validate(req as Request, claims);
    return user ? user.id : undefined;
  }

  private join(ws: WebSocket, userId: string, { booking }: RoomSeat) {
    const peer: Peer = {
      ws,
      conn: randomUUID(),
      userId,
      booking: booking.id,
      closesAt: roomClosesAt(booking).getTime(),
      sent: { windowStart: Date.now(), count: 0 },
    };
    let room = this.rooms.get(peer.booking);
    if (!room) this.rooms.set(peer.booking, (room = new Set()));
    for (const earlier of room)
      if (earlier.userId === userId) earlier.ws.close(CLOSE.replaced, 'Joined elsewhere');
    room.add(peer);
    send(ws, { type: 'ready', closesAt: new Date(peer.closesAt).toISOString() });
    this.announce(peer, 'joined');
    ws.on('message', (data, isBinary) => this.received(peer, data, isBinary));
    ws.on('close', () => {
      room.delete(peer);
      if (room.size === 0 && this.rooms.get(peer.booking) === room) this.rooms.delete(peer.booking);
      this.announce(peer, 'left');
    });
    ws.on('error', () => ws.terminate());
  }

  private received(peer: Peer, data: RawData, isBinary: boolean) {
    const now = Date.now();
    if (now - peer.sent.windowStart > 10_000) peer.sent = { windowStart: now, count: 0 };
    if (++peer.sent.count > MESSAGES_PER_10S)
      return peer.ws.close(CLOSE.tooFast, 'Too many messages');
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    if (isBinary || bytes.length > MAX_MESSAGE_BYTES)
      return send(peer.ws, { type: 'error', reason: isBinary ? 'malformed' : 'too_large' });
    const message = parseSignal(bytes.toString('utf8'));
    if (!message) return send(peer.ws, { type: 'error', reason: 'malformed' });
    if (message.type === 'chat') message.at = new Date().toISOString();
    this.announce(peer, 'signal', message);
  }

  /** Delivers to this instance's sockets at once, then tells the other instances. */
  private announce(peer: Peer, kind: RoomEvent['kind'], message?: RelayedMessage) {
    const event: RoomEvent = {
      origin: this.instance,
      booking: peer.booking,
      from: peer.userId,
      conn: peer.conn,
      kind,
      ...(message && { message }),
    };
    this.deliver(event);
    // One after another: NOTIFYs sent on different pooled connections could overtake each other.
    this.outgoing = this.outgoing
      .then(() => this.bus.publish(event))
      .catch((error: unknown) => {
        if (error instanceof SignalTooLarge) send(peer.ws, { type: 'error', reason: 'too_large' });
        else this.logger.warn(`Room event not shared with other instances: ${String(error)}`);
      });
  }

  private deliver(event: RoomEvent) {
    for (const peer of this.rooms.get(event.booking) ?? []) {
      if (peer.userId === event.from) continue;
      switch (event.kind) {
        case 'joined':
          send(peer.ws, { type: 'peer', state: 'joined', peer: event.conn });
          // The newcomer learns the other one is already here.
          this.announce(peer, 'present');
          break;
        case 'present':
          send(peer.ws, { type: 'peer', state: 'joined', peer: event.conn });
          break;
        case 'left':
          send(peer.ws, { type: 'peer', state: 'left', peer: event.conn });
          break;
        case 'signal':
          if (event.message) send(peer.ws, event.message);
      }
    }
  }

  /** Closes the sockets of rooms whose time is over, and every socket once this instance drains. */
  private sweep() {
    const now = Date.now();
    for (const peer of this.peers()) {
      if (this.drain.draining) closeSoon(peer.ws, CLOSE.goingAway, 'Server restarting');
      else if (now >= peer.closesAt) closeSoon(peer.ws, CLOSE.roomClosed, 'The session has ended');
    }
  }

  private *peers() {
    for (const room of this.rooms.values()) yield* room;
  }
}

function send(ws: WebSocket, message: object) {
  if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
}

/** A close handshake the other side does not finish within 2 s ends the socket anyway. */
function closeSoon(ws: WebSocket, code: number, reason: string) {
  if (ws.readyState !== WebSocket.OPEN) return;
  ws.close(code, reason);
  setTimeout(() => ws.terminate(), 2_000).unref();
}

function refuse(socket: Duplex, status: number, text: string) {
  if (!socket.writable) return socket.destroy();
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  setTimeout(() => socket.destroy(), 1_000).unref();
}
