import { PeerLink, RESTART_ICE_AFTER_MS } from './peerLink';

/** The part of RTCPeerConnection a PeerLink drives: jsdom has none. */
class FakePeerConnection {
  static last: FakePeerConnection;
  connectionState: RTCPeerConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  restartIce = jest.fn();
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

const link = (polite: boolean) => {
  const made = new PeerLink({
    iceServers: [],
    polite,
    tracks: [],
    send: () => {},
    onChange: () => {},
  });
  return { link: made, pc: FakePeerConnection.last };
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
  it('restarts ICE, the impolite side first, then again after a longer wait', () => {
    const impolite = link(false);
    const polite = link(true);
    jest.advanceTimersByTime(first - 1);
    expect(impolite.pc.restartIce).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(impolite.pc.restartIce).toHaveBeenCalledTimes(1);
    expect(polite.pc.restartIce).not.toHaveBeenCalled();
    jest.advanceTimersByTime(second);
    expect(impolite.pc.restartIce).toHaveBeenCalledTimes(2);
    expect(polite.pc.restartIce).toHaveBeenCalledTimes(1);
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
    const { link: closed, pc } = link(false);
    closed.close();
    jest.advanceTimersByTime(first * 10);
    expect(pc.restartIce).not.toHaveBeenCalled();
  });
});
