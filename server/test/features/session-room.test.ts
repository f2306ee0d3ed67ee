import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { WebSocket } from 'ws';
import { Booking, BookingStatus } from '../../src/mentorship/booking.entity';
import { MentorProfile } from '../../src/mentorship/mentor-profile.entity';
import { SessionType } from '../../src/mentorship/session-type.entity';
import { PostgresSignalBus, RedisSignalBus, SignalBus } from '../../src/mentorship/room/signal-bus';
import { SIGNAL_PATH, SIGNAL_PROTOCOL } from '../../src/mentorship/room/signal-gateway';
import { Role, User } from '../../src/users/user.entity';
import { signUp } from '../support/auth-operations';
import { educator } from '../support/catalog-fixtures';
import { RedisServer } from '../support/redis-server';
import { newUser, TestApp } from '../support/test-app';

const ROOM = `query($id: ID!) { sessionRoom(bookingId: $id) {
  bookingId state open opensAt closesAt role title otherName meetingUrl
  iceServers { urls username credential } } }`;
const MIN = 60_000;
const ICE = [{ urls: ['turn:turn.example.org:3478'], username: 'room', credential: 'secret' }];

type Session = { token: string; user: { id: string } };

/** A socket's messages as they come, and a way to wait for the next of a kind. */
class Inbox {
  readonly messages: Record<string, unknown>[] = [];
  private waiting: (() => void)[] = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      this.messages.push(JSON.parse(data.toString('utf8')) as Record<string, unknown>);
      this.waiting.splice(0).forEach((wake) => wake());
    });
  }

  async next(type: string, ms = 5_000): Promise<Record<string, unknown>> {
    const deadline = Date.now() + ms;
    for (;;) {
      const index = this.messages.findIndex((m) => m.type === type);
      if (index >= 0) return this.messages.splice(index, 1)[0];
      if (Date.now() > deadline)
        throw new Error(`no ${type} message (had ${JSON.stringify(this.messages)})`);
      await new Promise<void>((wake) => {
        this.waiting.push(wake);
        setTimeout(wake, 100);
      });
    }
  }

  send(message: unknown) {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }
}

const portOf = async (app: TestApp) => {
  const server: Server = app.app.getHttpServer();
  if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
};

/** Opens the room's socket as `token` (the browser's way: the token as a subprotocol). */
async function connect(app: TestApp, bookingId: string, token?: string): Promise<Inbox> {
  const url = `ws://127.0.0.1:${await portOf(app)}${SIGNAL_PATH}?booking=${bookingId}`;
  const ws = new WebSocket(url, token ? [SIGNAL_PROTOCOL, `bearer.${token}`] : [SIGNAL_PROTOCOL]);
  const inbox = new Inbox(ws);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
  return inbox;
}

const closed = (ws: WebSocket) =>
  new Promise<number>((resolve) =>
    ws.readyState === WebSocket.CLOSED ? resolve(-1) : ws.once('close', (code) => resolve(code)),
  );

describe('the call room of a booking', () => {
  let app: TestApp;
  let db: DataSource;
  let mentor: Session;
  let learner: Session;
  let stranger: Session;
  let admin: Session;
  let sessionType: SessionType;

  beforeAll(async () => {
    app = await TestApp.start({ iceServers: ICE });
    db = app.app.get(DataSource);
    mentor = await educator(app);
    await db.getRepository(User).update({ id: mentor.user.id }, { name: 'Mona Mentor' });
    await db
      .getRepository(MentorProfile)
      .insert({ userId: mentor.user.id, headline: 'Mentor', timeZone: 'Asia/Kolkata' });
    sessionType = await db.getRepository(SessionType).save({
      mentorId: mentor.user.id,
      title: 'Profile review',
      durationMinutes: 30,
      pricePaise: 0,
      minNoticeMinutes: 0,
      cancellationPolicy: 'Cancel a day ahead.',
    });
    learner = await signUp(app, newUser({ name: 'Lena Learner' }));
    stranger = await signUp(app, newUser({ name: 'Sam Stranger' }));
    admin = await signUp(app, newUser({ name: 'Ada Admin' }));
    await db.getRepository(User).update({ id: admin.user.id }, { role: Role.ADMIN });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  /**
   * A booking row starting `startsIn` ms from now (negative: started), lasting 30 minutes. The
   * mentor's earlier ones are marked completed first, so their times never collide.
   */
  async function booking(
    startsIn: number,
    status = BookingStatus.CONFIRMED,
    type: SessionType = sessionType,
  ) {
    const startsAt = new Date(Date.now() + startsIn);
    const endsAt = new Date(startsAt.getTime() + 30 * MIN);
    await db.query(
      `UPDATE bookings SET status = 'completed' WHERE mentor_id = $1 AND status IN ('held', 'confirmed')`,
      [mentor.user.id],
    );
    const row = await db.getRepository(Booking).save({
      sessionTypeId: type.id,
      mentorId: mentor.user.id,
      learnerId: learner.user.id,
      startsAt,
      endsAt,
      blockedFrom: startsAt,
      blockedUntil: endsAt,
      status,
      pricePaise: 0,
      learnerTimeZone: 'Asia/Kolkata',
    });
    return row.id;
  }

  const room = async (id: string, token: string) => {
    const res = await app.gql(ROOM, { id }, token);
    return { room: res.data?.sessionRoom, code: res.errors?.[0]?.extensions?.code };
  };

  it('answers its learner and its mentor, each with the other’s name and the ICE servers', async () => {
    const id = await booking(5 * MIN);
    const asLearner = (await room(id, learner.token)).room;
    expect(asLearner).toMatchObject({
      bookingId: id,
      state: 'OPEN',
      open: true,
      role: 'LEARNER',
      title: 'Profile review',
      otherName: 'Mona Mentor',
      meetingUrl: null,
      iceServers: ICE,
    });
    const startsAt = (await db.getRepository(Booking).findOneByOrFail({ id })).startsAt.getTime();
    expect(Date.parse(asLearner.opensAt)).toBe(startsAt - 10 * MIN);
    expect(Date.parse(asLearner.closesAt)).toBe(startsAt + 40 * MIN);
    expect((await room(id, mentor.token)).room).toMatchObject({
      role: 'MENTOR',
      otherName: 'Lena Learner',
      open: true,
    });
  });

  it('is NOT_FOUND for anyone else, admins included', async () => {
    const id = await booking(0);
    expect(await room(id, stranger.token)).toEqual({ room: undefined, code: 'NOT_FOUND' });
    expect(await room(id, admin.token)).toEqual({ room: undefined, code: 'NOT_FOUND' });
    expect((await room('not-a-uuid', learner.token)).code).toBe('NOT_FOUND');
    expect((await app.gql(ROOM, { id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('opens 10 minutes before the start, closes 10 minutes after the end, and only when confirmed', async () => {
    const state = async (id: string) => (await room(id, learner.token)).room;
    expect(await state(await booking(11 * MIN))).toMatchObject({ state: 'EARLY', open: false });
    expect(await state(await booking(9 * MIN))).toMatchObject({ state: 'OPEN', open: true });
    expect(await state(await booking(-39 * MIN))).toMatchObject({ state: 'OPEN', open: true });
    expect(await state(await booking(-41 * MIN))).toMatchObject({ state: 'ENDED', open: false });
    for (const status of [BookingStatus.HELD, BookingStatus.CANCELLED, BookingStatus.EXPIRED])
      expect(await state(await booking(0, status))).toMatchObject({
        state: 'NOT_CONFIRMED',
        open: false,
      });
  });

  it('gives the session type’s own meeting link when it has one', async () => {
    const withLink = await db.getRepository(SessionType).save({
      mentorId: mentor.user.id,
      title: 'On Meet',
      durationMinutes: 30,
      pricePaise: 0,
      cancellationPolicy: 'Any time.',
      meetingUrl: 'https://meet.example.com/abc',
    });
    const id = await booking(60 * MIN, BookingStatus.CONFIRMED, withLink);
    expect((await room(id, learner.token)).room.meetingUrl).toBe('https://meet.example.com/abc');
    const held = await booking(120 * MIN, BookingStatus.HELD, withLink);
    expect((await room(held, learner.token)).room.meetingUrl).toBeNull();
  });

  it('relays offers, candidates, chat and hang-ups between the two, and says who joins and leaves', async () => {
    const id = await booking(2 * MIN);
    const lena = await connect(app, id, learner.token);
    expect(await lena.next('ready')).toHaveProperty('closesAt');
    const mona = await connect(app, id, mentor.token);
    expect(await lena.next('peer')).toMatchObject({ state: 'joined' });
    expect(await mona.next('peer')).toMatchObject({ state: 'joined' });

    const offer = { type: 'description', description: { type: 'offer', sdp: 'v=0\r\n' } };
    lena.send(offer);
    expect(await mona.next('description')).toEqual(offer);
    // A rebuilt connection's offer names it (its link id), and the id goes along.
    const rebuilt = { ...offer, link: 'a'.repeat(32) };
    lena.send(rebuilt);
    expect(await mona.next('description')).toEqual(rebuilt);
    const candidate = {
      link: 'b'.repeat(32),
      type: 'candidate',
      candidate: {
        candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host',
        sdpMid: '0',
        sdpMLineIndex: 0,
        usernameFragment: 'ab',
      },
    };
    mona.send(candidate);
    expect(await lena.next('candidate')).toEqual(candidate);
    mona.send({ type: 'chat', text: '  Hello Lena  ' });
    const chat = await lena.next('chat');
    expect(chat).toMatchObject({ type: 'chat', text: 'Hello Lena' });
    expect(Date.parse(chat.at as string)).toBeGreaterThan(Date.now() - MIN);
    lena.send({ type: 'hangup' });
    expect(await mona.next('hangup')).toEqual({ type: 'hangup' });
    // Nothing comes back to the sender.
    expect(lena.messages.filter((m) => m.type === 'hangup')).toEqual([]);

    lena.ws.close();
    expect(await mona.next('peer')).toMatchObject({ state: 'left' });
    mona.ws.close();
  });

  it('refuses a stranger, an admin, no token, too early, too late and an unconfirmed booking at the upgrade', async () => {
    const id = await booking(0);
    await expect(connect(app, id, stranger.token)).rejects.toThrow('HTTP 403');
    await expect(connect(app, id, admin.token)).rejects.toThrow('HTTP 403');
    await expect(connect(app, id)).rejects.toThrow('HTTP 401');
    await expect(connect(app, id, 'not.a.token')).rejects.toThrow('HTTP 401');
    await expect(connect(app, await booking(11 * MIN), learner.token)).rejects.toThrow('HTTP 403');
    await expect(connect(app, await booking(-41 * MIN), learner.token)).rejects.toThrow('HTTP 403');
    await expect(connect(app, await booking(0, BookingStatus.HELD), learner.token)).rejects.toThrow(
      'HTTP 403',
    );
    await expect(connect(app, 'nope', learner.token)).rejects.toThrow('HTTP 403');
  });

  it('refuses malformed and oversize messages without crashing or relaying them', async () => {
    const id = await booking(0);
    const lena = await connect(app, id, learner.token);
    const mona = await connect(app, id, mentor.token);
    await mona.next('peer');
    for (const bad of [
      'not json',
      '[]',
      { type: 'shout', text: 'hi' },
      { type: 'chat', text: '' },
      { type: 'chat', text: 'x'.repeat(2001) },
      { type: 'chat', text: 'hi', extra: 1 },
      { type: 'description', description: { type: 'offer', sdp: 5 } },
      { type: 'candidate', candidate: { candidate: 'c', sdpMLineIndex: -1 } },
      { type: 'candidate', candidate: null, link: 'not a link id' },
      { type: 'description', description: { type: 'offer', sdp: '' }, link: 7 },
    ]) {
      lena.send(bad);
      expect(await lena.next('error')).toEqual({ type: 'error', reason: 'malformed' });
    }
    lena.send({ type: 'chat', text: 'y'.repeat(40_000) });
    expect(await lena.next('error')).toEqual({ type: 'error', reason: 'too_large' });
    // Still open: a good message goes through, and only it.
    lena.send({ type: 'chat', text: 'still here' });
    expect(await mona.next('chat')).toMatchObject({ text: 'still here' });
    expect(mona.messages.filter((m) => m.type !== 'ready')).toEqual([]);

    // Past the frame limit the socket is closed (1009), and the server goes on.
    const closing = closed(lena.ws);
    lena.send('z'.repeat(200_000));
    expect(await closing).toBe(1009);
    expect(await mona.next('peer')).toMatchObject({ state: 'left' });
    expect((await room(id, learner.token)).room.open).toBe(true);
    mona.ws.close();
  });

  it('closes the sockets when the room’s time ends', async () => {
    // Ends 10 minutes (the room's margin) less 2 seconds ago: the room closes in 2 seconds.
    const id = await booking(-40 * MIN + 2_000);
    const lena = await connect(app, id, learner.token);
    expect(await closed(lena.ws)).toBe(4410);
  });

  /** Offers (one too big for a NOTIFY unless deflated), chat and goodbyes cross from `a` to `b`. */
  async function relaysBetween(a: TestApp, b: TestApp) {
    const id = await booking(0);
    const lena = await connect(a, id, learner.token);
    const mona = await connect(b, id, mentor.token);
    expect(await lena.next('peer')).toMatchObject({ state: 'joined' });
    expect(await mona.next('peer')).toMatchObject({ state: 'joined' });
    const sdp = Array.from(
      { length: 300 },
      (_, i) => `a=candidate:${i} 1 udp 2122 10.0.0.${i % 250} ${5000 + i} typ host`,
    ).join('\r\n');
    const offer = { type: 'description', description: { type: 'offer', sdp } };
    lena.send(offer);
    expect(await mona.next('description')).toEqual(offer);
    mona.send({ type: 'chat', text: 'from B' });
    expect(await lena.next('chat')).toMatchObject({ text: 'from B' });
    mona.ws.close();
    expect(await lena.next('peer')).toMatchObject({ state: 'left' });
    lena.ws.close();
  }

  it('relays between two instances on one database', async () => {
    const other = await TestApp.beside(app, { iceServers: ICE });
    try {
      expect(other.app.get(SignalBus)).toBeInstanceOf(PostgresSignalBus);
      await relaysBetween(app, other);
    } finally {
      await other.close();
    }
  });

  it('relays between two instances through Redis pub/sub when REDIS_URL is set', async () => {
    const redis = await RedisServer.start();
    const settings = { iceServers: ICE, counters: { redisUrl: redis.url, sweepSeconds: 60 } };
    const [a, b] = [await TestApp.beside(app, settings), await TestApp.beside(app, settings)];
    try {
      expect(a.app.get(SignalBus)).toBeInstanceOf(RedisSignalBus);
      await relaysBetween(a, b);
      // Redis gone: each instance's own sockets still reach each other.
      await redis.crash();
      const id = await booking(0);
      const lena = await connect(a, id, learner.token);
      const mona = await connect(a, id, mentor.token);
      lena.send({ type: 'chat', text: 'same instance' });
      expect(await mona.next('chat')).toMatchObject({ text: 'same instance' });
      lena.ws.close();
      mona.ws.close();
    } finally {
      await Promise.all([a.close(), b.close()]);
      await redis.stop();
    }
  }, 60_000);
});
