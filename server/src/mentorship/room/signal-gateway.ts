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
import { RoomDoors, type RoomPass, type RoomVisitor } from './room-doors';
import { RoomMembers } from './room-members';
import { SignalBus, SignalTooLarge, type RoomEvent } from './signal-bus';
import { HOST_CONTROLS, MAX_MESSAGE_BYTES, parseSignal, type Signal } from './signal-messages';

export const SIGNAL_PATH = '/api/sessions/signal';
/** The subprotocol the browser asks for; it sends its token beside it as `bearer.<jwt>`. */
export const SIGNAL_PROTOCOL = 'brandcraft.signal';

/** Close codes the browser acts on. */
export const CLOSE = {
  roomClosed: 4410,
  replaced: 4409,
  full: 4413,
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
  name: string;
  room: string;
  closesAt: number;
  group: boolean;
  host: boolean;
  seen?: RoomPass['seen'];
  sent: { windowStart: number; count: number };
}

/**
 * The call rooms' signalling (docs/mentorship.md, "The call room"; docs/live-sessions.md, "The
 * group room"): a WebSocket at /api/sessions/signal?booking=<id> for a booking's two people, or
 * ?occurrence=<id> for a live session's host and seated learners, while the room is open (each kind
 * of room's RoomDoor decides). It relays offers, answers, ICE candidates, chat, hang-ups and a group's
 * states and host controls, and says who joins or leaves. Events reach the other participants'
 * instances over the SignalBus.
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
    @Inject(RoomDoors) private readonly doors: RoomDoors,
    @Inject(SignalBus) private readonly bus: SignalBus,
    @Inject(RoomMembers) private readonly members: RoomMembers,
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
    const visitor = await this.signedIn(req);
    if (!visitor) return refuse(socket, 401, 'Unauthorized');
    const named = this.doors.find(new URL(req.url ?? '/', 'http://x').searchParams);
    const pass = named && (await named.door.pass(visitor, named.id));
    // A stranger, too early, too late, or not confirmed or scheduled: one refusal for all.
    if (!pass?.open || this.drain.draining) return refuse(socket, 403, 'Forbidden');
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      // Refused after the upgrade, so the browser can read why (an HTTP refusal is only "1006").
      if (this.members.others(pass.room, visitor.id) >= pass.limit)
        return closeSoon(ws, CLOSE.full, `The room is full: at most ${pass.limit} people`);
      this.join(ws, visitor, pass);
    });
  }

  /** The user of the request's session token, checked as GraphQL requests are (JwtStrategy). */
  private async signedIn(req: IncomingMessage): Promise<RoomVisitor | undefined> {
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
    return user ? { id: user.id, name: user.name } : undefined;
  }

  private join(ws: WebSocket, visitor: RoomVisitor, pass: RoomPass) {
    const peer: Peer = {
      ws,
      conn: randomUUID(),
      userId: visitor.id,
      name: visitor.name,
      room: pass.room,
      closesAt: pass.closesAt.getTime(),
      group: pass.group,
      host: pass.host,
      seen: pass.seen,
      sent: { windowStart: Date.now(), count: 0 },
    };
    let room = this.rooms.get(peer.room);
    if (!room) this.rooms.set(peer.room, (room = new Set()));
    for (const earlier of room)
      if (earlier.userId === peer.userId) earlier.ws.close(CLOSE.replaced, 'Joined elsewhere');
    room.add(peer);
    send(ws, {
      type: 'ready',
      closesAt: new Date(peer.closesAt).toISOString(),
      peer: peer.conn,
      user: peer.userId,
    });
    this.announce(peer, 'joined');
    this.seen(peer);
    ws.on('message', (data, isBinary) => this.received(peer, data, isBinary));
    ws.on('close', () => {
      room.delete(peer);
      if (room.size === 0 && this.rooms.get(peer.room) === room) this.rooms.delete(peer.room);
      this.announce(peer, 'left');
      this.seen(peer);
    });
    ws.on('error', () => ws.terminate());
  }

  /** Tells the room's owner the person is here (or just left): live attendance. */
  private seen(peer: Peer) {
    peer
      .seen?.(new Date())
      .catch((error: unknown) => this.logger.warn(`Room presence not recorded: ${String(error)}`));
  }

  private received(peer: Peer, data: RawData, isBinary: boolean) {
    const now = Date.now();
    if (now - peer.sent.windowStart > 10_000) peer.sent = { windowStart: now, count: 0 };
    if (++peer.sent.count > MESSAGES_PER_10S)
      return peer.ws.close(CLOSE.tooFast, 'Too many messages');
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
    if (isBinary || bytes.length > MAX_MESSAGE_BYTES)
      return send(peer.ws, { type: 'error', reason: isBinary ? 'malformed' : 'too_large' });
    const signal = parseSignal(bytes.toString('utf8'));
    if (!signal) return send(peer.ws, { type: 'error', reason: 'malformed' });
    if (HOST_CONTROLS.has(signal.message.type) && !peer.host)
      return send(peer.ws, { type: 'error', reason: 'forbidden' });
    if (signal.message.type === 'chat') signal.message.at = new Date().toISOString();
    this.announce(peer, 'signal', signal);
  }

  /** Delivers to this instance's sockets at once, then tells the other instances. */
  private announce(peer: Peer, kind: RoomEvent['kind'], signal?: Signal, to?: string) {
    const event: RoomEvent = {
      origin: this.instance,
      room: peer.room,
      closesAt: peer.closesAt,
      from: peer.userId,
      conn: peer.conn,
      kind,
      ...((kind === 'joined' || kind === 'present') && { name: peer.name, host: peer.host }),
      ...(signal && { message: signal.message }),
      ...((signal?.to ?? to) && { to: signal?.to ?? to }),
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
    this.members.note(event);
    const joined = {
      type: 'peer',
      state: 'joined',
      peer: event.conn,
      user: event.from,
      name: event.name,
      host: event.host,
    };
    for (const peer of this.rooms.get(event.room) ?? []) {
      if (peer.userId === event.from || (event.to && event.to !== peer.conn)) continue;
      switch (event.kind) {
        case 'joined':
          send(peer.ws, joined);
          // The newcomer learns who is already here.
          this.announce(peer, 'present', undefined, event.conn);
          break;
        case 'present':
          send(peer.ws, joined);
          break;
        case 'left':
          send(peer.ws, { type: 'peer', state: 'left', peer: event.conn });
          break;
        case 'signal':
          if (!event.message) break;
          // A group's browsers (and an addressed message's) need to know whose it is.
          send(
            peer.ws,
            peer.group || event.to ? { ...event.message, from: event.conn } : event.message,
          );
      }
    }
  }

  /** Closes the sockets of rooms whose time is over, and every socket once this instance drains. */
  private sweep() {
    const now = Date.now();
    this.members.sweep(now);
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
