import { DataSource } from 'typeorm';
import { recordAttendance } from '../../src/live/attendance/record-attendance';
import { LiveAttendance } from '../../src/live/live-attendance.entity';
import { LiveSeatStatus } from '../../src/live/live-seat.entity';
import { RoomMembers } from '../../src/mentorship/room/room-members';
import { Role, User } from '../../src/users/user.entity';
import { signUp } from '../support/auth-operations';
import { educator } from '../support/catalog-fixtures';
import {
  cancelLiveSession,
  cancelOccurrence,
  createLiveSession,
  seatLearner,
} from '../support/live-fixtures';
import { closedWith, connectRoom, type Inbox } from '../support/room-sockets';
import { newUser, TestApp } from '../support/test-app';

const ROOM = `query($id: ID!) { liveRoom(occurrenceId: $id) {
  occurrenceId liveSessionId state open startsAt endsAt opensAt closesAt role title hostName
  participantLimit overLimit meetingUrl iceServers { urls username credential } } }`;
const ATTENDANCE = `query($id: ID!) { liveAttendance(occurrenceId: $id) { userId name joinedAt lastSeenAt } }`;
const SERIES = `query($id: ID!) { liveSeriesAttendance(liveSessionId: $id) {
  liveSessionId occurrencesSoFar learners { userId name attended } } }`;
const MIN = 60_000;
const ICE = [{ urls: ['stun:stun.example.org:3478'], username: null, credential: null }];

type Session = { token: string; user: { id: string } };

/** Waits until `check` stops throwing (the room records attendance just after a join). */
async function eventually<T>(check: () => Promise<T>, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe('the group room of a live session occurrence', () => {
  let app: TestApp;
  let db: DataSource;
  let host: Session;
  let lena: Session;
  let ravi: Session;
  let wanda: Session;
  let stranger: Session;
  let admin: Session;

  const person = async (name: string) => signUp(app, newUser({ name }));

  beforeAll(async () => {
    app = await TestApp.start({ iceServers: ICE.map(({ urls }) => ({ urls })) });
    db = app.app.get(DataSource);
    host = await educator(app);
    await db.getRepository(User).update({ id: host.user.id }, { name: 'Hema Host' });
    lena = await person('Lena Learner');
    ravi = await person('Ravi Learner');
    wanda = await person('Wanda Waitlisted');
    stranger = await person('Sam Stranger');
    admin = await person('Ada Admin');
    await db.getRepository(User).update({ id: admin.user.id }, { role: Role.ADMIN });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  /** A session of the host's with Lena and Ravi seated and Wanda on the waitlist. */
  async function session(fixture: Parameters<typeof createLiveSession>[1] | object = {}) {
    const made = await createLiveSession(app, { hostId: host.user.id, ...fixture });
    await seatLearner(app, made.session.id, lena.user.id);
    await seatLearner(app, made.session.id, ravi.user.id);
    await seatLearner(app, made.session.id, wanda.user.id, LiveSeatStatus.WAITLISTED);
    return { ...made, occurrenceId: made.occurrences[0].id };
  }

  const room = async (id: string, token: string) => {
    const res = await app.gql(ROOM, { id }, token);
    return { room: res.data?.liveRoom, code: res.errors?.[0]?.extensions?.code };
  };

  const join = (occurrenceId: string, who: Session) =>
    connectRoom(app, `occurrence=${occurrenceId}`, who.token);

  /** Everyone's socket, each having heard that all the others are here. */
  async function everyone(occurrenceId: string, people: Session[]) {
    const sockets: Inbox[] = [];
    for (const who of people) sockets.push(await join(occurrenceId, who));
    const ids = new Map<Session, string>();
    for (const [i, inbox] of sockets.entries())
      ids.set(people[i], (await inbox.next('ready')).peer as string);
    for (const [i, inbox] of sockets.entries())
      for (const other of people.filter((_, j) => j !== i))
        await inbox.next('peer', { state: 'joined', peer: ids.get(other) });
    return { sockets, ids };
  }

  it('shows the host and a seated learner the room, each in their part, with its limit', async () => {
    const { session: s, occurrenceId, occurrences } = await session({ title: 'Live clinic' });
    const asHost = (await room(occurrenceId, host.token)).room;
    expect(asHost).toMatchObject({
      occurrenceId,
      liveSessionId: s.id,
      state: 'OPEN',
      open: true,
      role: 'HOST',
      title: 'Live clinic',
      hostName: 'Hema Host',
      participantLimit: 6,
      overLimit: false,
      meetingUrl: null,
      iceServers: ICE,
    });
    const startsAt = occurrences[0].startsAt.getTime();
    expect(Date.parse(asHost.opensAt)).toBe(startsAt - 10 * MIN);
    expect(Date.parse(asHost.closesAt)).toBe(startsAt + 40 * MIN);
    expect((await room(occurrenceId, lena.token)).room).toMatchObject({
      role: 'PARTICIPANT',
      open: true,
    });
  });

  it('is NOT_FOUND for a stranger, a waitlisted learner, an admin and no occurrence', async () => {
    const { occurrenceId } = await session();
    for (const who of [stranger, wanda, admin])
      expect(await room(occurrenceId, who.token)).toEqual({ room: undefined, code: 'NOT_FOUND' });
    expect((await room('not-a-uuid', lena.token)).code).toBe('NOT_FOUND');
    expect((await app.gql(ROOM, { id: occurrenceId })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('opens in the bookings’ window, and not for a cancelled occurrence or series', async () => {
    const state = async (fixture: object) =>
      (await room((await session(fixture)).occurrenceId, lena.token)).room;
    expect(await state({ startsIn: 11 * MIN })).toMatchObject({ state: 'EARLY', open: false });
    expect(await state({ startsIn: -39 * MIN })).toMatchObject({ state: 'OPEN', open: true });
    expect(await state({ startsIn: -41 * MIN })).toMatchObject({ state: 'ENDED', open: false });
    const cancelled = await session({ meetingUrl: 'https://meet.example.com/x' });
    await cancelOccurrence(app, cancelled.occurrenceId);
    expect((await room(cancelled.occurrenceId, lena.token)).room).toMatchObject({
      state: 'CANCELLED',
      open: false,
      meetingUrl: null,
    });
    const series = await session();
    await cancelLiveSession(app, series.session.id);
    expect((await room(series.occurrenceId, host.token)).room.state).toBe('CANCELLED');
  });

  it('sends a session with more seats than the room holds to its meeting link', async () => {
    const big = await createLiveSession(app, {
      hostId: host.user.id,
      capacity: 30,
      meetingUrl: 'https://meet.example.com/big',
    });
    expect((await room(big.occurrences[0].id, host.token)).room).toMatchObject({
      overLimit: true,
      meetingUrl: 'https://meet.example.com/big',
      participantLimit: 6,
    });
  });

  it('lets the host and two seated learners in, each told of the others by name, and relays addressed offers to one', async () => {
    const { occurrenceId } = await session();
    const people = [host, lena, ravi];
    const { sockets, ids } = await everyone(occurrenceId, people);
    const [h, l, r] = sockets;
    // Each heard of each other once: "present" answers go to the newcomer alone.
    expect(await l.none('peer', 300)).toEqual([]);
    const fresh = await join(occurrenceId, ravi); // Ravi from a second window replaces his first
    const raviAgain = (await fresh.next('ready')).peer as string;
    expect(await closedWith(r.ws)).toMatchObject({ code: 4409 });
    const aboutRavi = await h.next('peer', { state: 'joined', peer: raviAgain });
    expect(aboutRavi).toMatchObject({ user: ravi.user.id, name: 'Ravi Learner', host: false });
    const aboutHost = await fresh.next('peer', { peer: ids.get(host) });
    expect(aboutHost).toMatchObject({ user: host.user.id, name: 'Hema Host', host: true });
    await fresh.next('peer', { peer: ids.get(lena) });

    // An offer addressed to Ravi reaches him alone, saying whose it is.
    const offer = { type: 'description', description: { type: 'offer', sdp: 'v=0\r\n' } };
    h.send({ ...offer, to: raviAgain });
    expect(await fresh.next('description')).toEqual({ ...offer, from: ids.get(host) });
    expect(await l.none('description')).toEqual([]);

    // Chat and a raised hand reach everyone else, with their sender.
    l.send({ type: 'chat', text: 'Hello all' });
    for (const inbox of [h, fresh])
      expect(await inbox.next('chat')).toMatchObject({ text: 'Hello all', from: ids.get(lena) });
    const hand = { type: 'state', hand: true, mic: true, camera: true, sharing: false };
    l.send(hand);
    for (const inbox of [h, fresh])
      expect(await inbox.next('state')).toEqual({ ...hand, from: ids.get(lena) });
    l.send({ type: 'state', hand: 'yes', mic: true, camera: true, sharing: false });
    expect(await l.next('error')).toEqual({ type: 'error', reason: 'malformed' });
    l.send({ ...offer, to: 'not-a-connection' });
    expect(await l.next('error')).toEqual({ type: 'error', reason: 'malformed' });

    l.ws.close();
    await h.next('peer', { state: 'left', peer: ids.get(lena) });
    expect(await fresh.next('peer', { state: 'left' })).toMatchObject({ peer: ids.get(lena) });
    for (const inbox of [h, fresh]) inbox.ws.close();
  });

  it('relays mute and lower-hand from the host only', async () => {
    const { occurrenceId } = await session();
    const { sockets, ids } = await everyone(occurrenceId, [host, lena, ravi]);
    const [h, l, r] = sockets;
    const lenaConn = ids.get(lena)!;

    // A learner cannot mute another or lower their hand: refused, and nobody hears it.
    r.send({ type: 'mute', target: lenaConn });
    expect(await r.next('error')).toEqual({ type: 'error', reason: 'forbidden' });
    r.send({ type: 'lower', target: lenaConn });
    expect(await r.next('error')).toEqual({ type: 'error', reason: 'forbidden' });
    expect(await l.none('mute')).toEqual([]);
    expect(l.messages.filter((m) => m.type === 'lower')).toEqual([]);

    // The host can.
    h.send({ type: 'mute', target: lenaConn });
    expect(await l.next('mute')).toEqual({ type: 'mute', target: lenaConn, from: ids.get(host) });
    h.send({ type: 'lower', target: lenaConn });
    for (const inbox of [l, r])
      expect(await inbox.next('lower')).toEqual({
        type: 'lower',
        target: lenaConn,
        from: ids.get(host),
      });
    for (const inbox of sockets) inbox.ws.close();
  });

  it('refuses a stranger, a waitlisted learner, an admin, a cancelled occurrence or series, and too early', async () => {
    const { occurrenceId } = await session();
    for (const who of [stranger, wanda, admin])
      await expect(join(occurrenceId, who)).rejects.toThrow('HTTP 403');
    await expect(connectRoom(app, `occurrence=${occurrenceId}`)).rejects.toThrow('HTTP 401');
    await expect(connectRoom(app, 'occurrence=nope', lena.token)).rejects.toThrow('HTTP 403');

    const cancelled = await session();
    await cancelOccurrence(app, cancelled.occurrenceId);
    await expect(join(cancelled.occurrenceId, lena)).rejects.toThrow('HTTP 403');
    await expect(join(cancelled.occurrenceId, host)).rejects.toThrow('HTTP 403');
    const series = await session();
    await cancelLiveSession(app, series.session.id);
    await expect(join(series.occurrenceId, lena)).rejects.toThrow('HTTP 403');
    const early = await session({ startsIn: 11 * MIN });
    await expect(join(early.occurrenceId, lena)).rejects.toThrow('HTTP 403');
    // A booking's id is not an occurrence's: each door keeps to its own rooms.
    await expect(connectRoom(app, `booking=${occurrenceId}`, lena.token)).rejects.toThrow(
      'HTTP 403',
    );
  });

  it('refuses the 7th participant with a clear message, and lets them in once a place frees up', async () => {
    const { session: s, occurrences } = await createLiveSession(app, {
      hostId: host.user.id,
      capacity: 6,
    });
    const occurrenceId = occurrences[0].id;
    const learners: Session[] = [];
    for (let i = 1; i <= 6; i++) {
      const learner = await person(`Learner ${i}`);
      await seatLearner(app, s.id, learner.user.id);
      learners.push(learner);
    }
    const six = [host, ...learners.slice(0, 5)];
    const { sockets } = await everyone(occurrenceId, six);
    const seventh = await join(occurrenceId, learners[5]);
    expect(await closedWith(seventh.ws)).toEqual({
      code: 4413,
      reason: 'The room is full: at most 6 people',
    });
    expect(seventh.messages.filter((m) => m.type === 'ready')).toEqual([]);
    // Nobody was told the seventh joined.
    expect(await sockets[0].none('peer', 300)).toEqual([]);
    // One of the six joining again from another window replaces their socket: still six.
    const again = await join(occurrenceId, learners[0]);
    await again.next('ready');
    expect(await closedWith(sockets[1].ws)).toMatchObject({ code: 4409 });

    sockets[2].ws.close();
    await sockets[0].next('peer', { state: 'left' });
    const admitted = await join(occurrenceId, learners[5]);
    expect(await admitted.next('ready')).toHaveProperty('peer');
    for (const inbox of [again, admitted, ...sockets]) inbox.ws.close();
  });

  it('records attendance as people join and leave, for the host to read per occurrence and over the series', async () => {
    const { session: s, occurrences } = await createLiveSession(app, {
      hostId: host.user.id,
      startsEach: [-3 * 7 * 24 * 60 * MIN, -2 * MIN, 7 * 24 * 60 * MIN],
    });
    await seatLearner(app, s.id, lena.user.id);
    await seatLearner(app, s.id, ravi.user.id);
    const [past, now, next] = occurrences.map((o) => o.id);
    // Lena came to the past meeting (written as the room would have).
    const weeksAgo = new Date(Date.now() - 3 * 7 * 24 * 60 * MIN);
    await recordAttendance(db.manager, past, lena.user.id, weeksAgo);

    const before = Date.now();
    const { sockets, ids } = await everyone(now, [host, lena, ravi]);
    const rows = async () => {
      const found = await db.getRepository(LiveAttendance).findBy({ occurrenceId: now });
      if (found.length < 3) throw new Error(`${found.length} attendance rows`);
      return found;
    };
    const joined = await eventually(rows);
    expect(joined.map((row) => row.userId).sort()).toEqual(
      [host.user.id, lena.user.id, ravi.user.id].sort(),
    );
    for (const row of joined) {
      expect(row.joinedAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
      expect(row.lastSeenAt.getTime()).toBe(row.joinedAt.getTime());
    }

    // Ravi leaves: his last-seen moves on, his first join stays.
    const ravisJoin = joined.find((row) => row.userId === ravi.user.id)!;
    await new Promise((resolve) => setTimeout(resolve, 50));
    sockets[2].ws.close();
    await sockets[0].next('peer', { state: 'left', peer: ids.get(ravi) });
    const left = await eventually(async () => {
      const row = await db
        .getRepository(LiveAttendance)
        .findOneByOrFail({ occurrenceId: now, userId: ravi.user.id });
      if (row.lastSeenAt.getTime() <= ravisJoin.lastSeenAt.getTime()) throw new Error('not yet');
      return row;
    });
    expect(left.joinedAt.getTime()).toBe(ravisJoin.joinedAt.getTime());
    // A stale "seen" never moves it back.
    await recordAttendance(db.manager, now, ravi.user.id, weeksAgo);
    expect(
      (
        await db
          .getRepository(LiveAttendance)
          .findOneByOrFail({ occurrenceId: now, userId: ravi.user.id })
      ).lastSeenAt,
    ).toEqual(left.lastSeenAt);

    // The host reads who came (learners, not the host), first come first.
    const list = (await app.gql(ATTENDANCE, { id: now }, host.token)).data?.liveAttendance;
    expect(list.map((a: { name: string }) => a.name).sort()).toEqual([
      'Lena Learner',
      'Ravi Learner',
    ]);
    expect(
      Date.parse(list.find((a: { name: string }) => a.name === 'Ravi Learner').lastSeenAt),
    ).toBe(left.lastSeenAt.getTime());
    expect((await app.gql(ATTENDANCE, { id: next }, host.token)).data?.liveAttendance).toEqual([]);

    // Over the series: two meetings so far (the next one has not opened); Lena came to both.
    const series = (await app.gql(SERIES, { id: s.id }, host.token)).data?.liveSeriesAttendance;
    expect(series).toEqual({
      liveSessionId: s.id,
      occurrencesSoFar: 2,
      learners: [
        { userId: lena.user.id, name: 'Lena Learner', attended: 2 },
        { userId: ravi.user.id, name: 'Ravi Learner', attended: 1 },
      ],
    });

    // Nobody but the host reads them.
    for (const who of [lena, stranger, admin]) {
      expect(
        (await app.gql(ATTENDANCE, { id: now }, who.token)).errors?.[0]?.extensions?.code,
      ).toBe('NOT_FOUND');
      expect((await app.gql(SERIES, { id: s.id }, who.token)).errors?.[0]?.extensions?.code).toBe(
        'NOT_FOUND',
      );
    }
    expect((await app.gql(SERIES, { id: 'nope' }, host.token)).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    for (const inbox of sockets.slice(0, 2)) inbox.ws.close();
  });

  // Last: a second app in this process takes over passport's 'jwt' strategy, which its close
  // leaves behind disconnected, so this file's GraphQL requests must all come before.
  it('counts the participants on another instance against the limit', async () => {
    const other = await TestApp.beside(app, { iceServers: [] });
    const onOther: Inbox[] = [];
    try {
      const { session: s, occurrences } = await createLiveSession(app, {
        hostId: host.user.id,
        capacity: 6,
      });
      const occurrenceId = occurrences[0].id;
      const learners: Session[] = [];
      for (let i = 1; i <= 6; i++) {
        const learner = await person(`Other ${i}`);
        await seatLearner(app, s.id, learner.user.id);
        learners.push(learner);
      }
      const { sockets } = await everyone(occurrenceId, [host, ...learners.slice(0, 5)]);
      // The other instance counts the room from the events it hears over the bus, a moment later.
      const heard = (count: number) =>
        eventually(() => {
          const members = other.app.get(RoomMembers);
          expect(members.others(`occurrence:${occurrenceId}`, 'nobody')).toBe(count);
          return Promise.resolve();
        }, 20_000);
      await heard(6);
      const url = `occurrence=${occurrenceId}`;
      const seventh = await connectRoom(other, url, learners[5].token);
      onOther.push(seventh);
      const outcome = await Promise.race([
        closedWith(seventh.ws).then(({ code }) => code),
        seventh.next('ready').then(() => 'admitted'),
      ]);
      expect(outcome).toBe(4413);
      // Across instances too, one leaving makes room.
      sockets[5].ws.close();
      await heard(5);
      const sixth = await connectRoom(other, url, learners[5].token);
      onOther.push(sixth);
      await sixth.next('ready');
      expect(await sockets[0].next('peer', { state: 'joined' })).toMatchObject({
        name: 'Other 6',
      });
      for (const inbox of sockets.slice(0, 5)) inbox.ws.close();
    } finally {
      // An open socket would hold the other instance's server open.
      for (const inbox of onOther) inbox.ws.terminate();
      await other.close();
    }
  }, 60_000);
});
