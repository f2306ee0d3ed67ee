import { PeerLink, RESTART_ICE_AFTER_MS } from './peerLink';

/** The part of RTCPeerConnection a PeerLink drives: jsdom has none. */
class FakePeerConnection {
  static last: FakePeerConnection;
  connectionState: RTCPeerConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  localDescription: RTCSessionDescriptionInit | null = null;
  restartIce = jest.fn();
  setRemoteDescription = jest.fn(({ type }: RTCSessionDescriptionInit) => {
    this.signalingState = type === 'offer' ? 'have-remote-offer' : 'stable';
    return Promise.resolve();
  });
  setLocalDescription = jest.fn(() => {
    this.localDescription = { type: 'answer', sdp: 'v=0' };
    this.signalingState = 'stable';
    return Promise.resolve();
  });
  addIceCandidate = jest.fn(() => Promise.resolve());
  onconnectionstatechange: (() => void) | null = null;
  ontrack = null;
  onnegotiationneeded = null;
  onicecandidate = null;
  constructor() {
    FakePeerConnection.last = this;
  }
  addTrack() {}
  close() {}
  getSenders() {
    return [];
  }
  becomes(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

const link = (polite: boolean, replaces?: string) => {
  const onStuck = jest.fn();
  const sent: object[] = [];
  const made = new PeerLink({
    iceServers: [],
    polite,
    tracks: [],
    send: (message) => sent.push(message),
    onChange: () => {},
    onStuck,
    replaces,
  });
  return { link: made, pc: FakePeerConnection.last, onStuck, sent };
};

const [first, second] = RESTART_ICE_AFTER_MS;

beforeAll(() => {
  Object.assign(globalThis, {
    RTCPeerConnection: FakePeerConnection,
    MediaStream: class {
      getTracks() {
        return [];
      }
    },
  });
});
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('a link that does not connect', () => {
  it('restarts ICE, the impolite side first', () => {
    const impolite = link(false);
    const polite = link(true);
    jest.advanceTimersByTime(first - 1);
    expect(impolite.pc.restartIce).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(impolite.pc.restartIce).toHaveBeenCalledTimes(1);
    expect(polite.pc.restartIce).not.toHaveBeenCalled();
    jest.advanceTimersByTime(4_000);
    expect(polite.pc.restartIce).toHaveBeenCalledTimes(1);
  });

  it('is rebuilt by the impolite side when the restart did not help; the polite one keeps restarting', () => {
    const impolite = link(false);
    const polite = link(true);
    jest.advanceTimersByTime(first);
    expect(impolite.onStuck).not.toHaveBeenCalled();
    jest.advanceTimersByTime(second + 4_000);
    expect(impolite.pc.restartIce).toHaveBeenCalledTimes(1);
    expect(impolite.onStuck).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(first * 20);
    expect(impolite.onStuck).toHaveBeenCalledTimes(1); // its owner closes it and makes another
    expect(polite.onStuck).not.toHaveBeenCalled();
    expect(polite.pc.restartIce.mock.calls.length).toBeGreaterThan(2);
  });

  it('leaves a connected link alone, and watches it again once it drops', () => {
    const { pc } = link(false);
    pc.becomes('connecting');
    jest.advanceTimersByTime(first / 2);
    pc.becomes('connected');
    jest.advanceTimersByTime(first * 10);
    expect(pc.restartIce).not.toHaveBeenCalled();
    pc.becomes('disconnected');
    jest.advanceTimersByTime(first);
    expect(pc.restartIce).toHaveBeenCalledTimes(1);
  });

  it('stops watching once closed', () => {
    const { link: closed, pc, onStuck } = link(false);
    closed.close();
    jest.advanceTimersByTime(first * 10);
    expect(pc.restartIce).not.toHaveBeenCalled();
    expect(onStuck).not.toHaveBeenCalled();
  });
});

describe('which link a message is from', () => {
  const [theirs, rebuilt, old] = ['b', 'c', 'd'].map((digit) => digit.repeat(32));

  it('names this link in what it sends', async () => {
    const { link: made, sent } = link(true);
    expect(made.id).toMatch(/^[0-9a-f]{32}$/);
    expect(made.id).not.toBe(link(true).link.id);
    await made.description({ type: 'offer', sdp: 'v=0' }, theirs);
    expect(sent).toEqual([
      { type: 'description', description: { type: 'answer', sdp: 'v=0' }, link: made.id },
    ]);
  });

  it('takes the first link that speaks, then only it', async () => {
    const { link: made } = link(true);
    expect(made.relation(theirs)).toBe('ours');
    await made.description({ type: 'offer', sdp: 'v=0' }, theirs);
    expect(made.relation(theirs)).toBe('ours');
    expect(made.relation(rebuilt)).toBe('new');
    expect(made.relation(undefined)).toBe('ours'); // a sender that names none
  });

  it('calls the link its predecessor talked to stale, before and after the new one speaks', async () => {
    const { link: made } = link(false, old);
    expect(made.relation(old)).toBe('stale');
    expect(made.relation(rebuilt)).toBe('ours');
    await made.description({ type: 'answer', sdp: 'v=0' }, rebuilt);
    expect(made.relation(old)).toBe('stale');
    expect(made.relation(theirs)).toBe('new');
  });
});
