import { PeerLink } from './peerLink';
import {
  CLOSE_REPLACED,
  CLOSE_ROOM_ENDED,
  CLOSE_ROOM_FULL,
  openSignalSocket,
  type PeerState,
  type RoomKey,
  type ServerMessage,
} from './signalling';

export type CallPhase = 'preview' | 'waiting' | 'connecting' | 'connected' | 'left' | 'closed';
export type CallNotice =
  | 'peerLeft'
  | 'peerHungUp'
  | 'replaced'
  | 'ended'
  | 'reconnecting'
  | 'refused'
  | 'full'
  | 'tooLarge'
  | 'mutedByHost'
  | 'handLowered';

export interface ChatLine {
  mine: boolean;
  /** The sender's name; empty when the room did not say (a booking's other person). */
  name: string;
  text: string;
  at: string;
}

/** Another participant, as this browser knows them. */
export interface RemotePeer extends PeerState {
  conn: string;
  userId: string;
  name: string;
  host: boolean;
  stream: MediaStream | null;
  connected: boolean;
}

export interface CallState {
  phase: CallPhase;
  notice: CallNotice | null;
  /** Whom the notice is about (a participant who left, the host who muted you). */
  noticeName: string;
  /** What the viewer sends: camera (or shared screen) and microphone. */
  preview: MediaStream | null;
  /** The other participants, in the order they came. */
  remotes: RemotePeer[];
  /** Why the camera or microphone could not be used (the DOMException's name). */
  mediaError: string | null;
  micOn: boolean;
  cameraOn: boolean;
  sharing: boolean;
  handRaised: boolean;
  chat: ChatLine[];
}

export interface CallOptions {
  room: RoomKey;
  iceServers: RTCIceServer[];
  token: () => string | null;
  onChange: (state: CallState) => void;
}

const RECONNECT_LIMIT = 5;

interface Remote {
  conn: string;
  userId: string;
  name: string;
  host: boolean;
  state: PeerState;
  link: PeerLink | null;
}

/**
 * One person's side of a room's call: camera and microphone, the signalling socket, and one
 * PeerLink per other participant (a full mesh). In each pair the lower user id is the impolite
 * peer, whose offer wins when both offer at once. Also the room's chat, and in a group room each
 * one's raised hand and microphone, and the host's controls.
 */
export class CallSession {
  state: CallState = {
    phase: 'preview',
    notice: null,
    noticeName: '',
    preview: null,
    remotes: [],
    mediaError: null,
    micOn: true,
    cameraOn: true,
    sharing: false,
    handRaised: false,
    chat: [],
  };
  private media: MediaStream | null = null;
  private screen: MediaStreamTrack | null = null;
  private ws: WebSocket | null = null;
  /** This browser's connection and user, as the server's "ready" said. */
  private me = { conn: '', userId: '' };
  private readonly remotes = new Map<string, Remote>();
  /** Signals are handled one after another: a candidate waits for the description before it. */
  private queue: Promise<void> = Promise.resolve();
  private opened = false;
  private previewing: Promise<void> = Promise.resolve();
  private retries = 0;
  private stopped = false;
  private disposed = false;

  constructor(private readonly options: CallOptions) {}

  private update(patch: Partial<CallState> = {}) {
    const remotes = [...this.remotes.values()].map(
      ({ conn, userId, name, host, state, link }): RemotePeer => ({
        conn,
        userId,
        name,
        host,
        ...state,
        stream: link?.stream ?? null,
        connected: !!link?.connected,
      }),
    );
    const inCall = ['waiting', 'connecting', 'connected'].includes(patch.phase ?? this.state.phase);
    const phase = !inCall
      ? (patch.phase ?? this.state.phase)
      : remotes.some((r) => r.connected)
        ? 'connected'
        : remotes.length
          ? 'connecting'
          : 'waiting';
    // A connection that comes up clears a notice about people coming and going.
    const clears =
      phase === 'connected' && this.state.phase !== 'connected' && !('notice' in patch);
    this.state = { ...this.state, ...patch, remotes, phase, ...(clears && { notice: null }) };
    if (!this.disposed) this.options.onChange(this.state);
  }

  /** Asks for camera and microphone (once, as the room opens); `join` waits for the answer. */
  startPreview(): Promise<void> {
    this.previewing = this.askForMedia();
    return this.previewing;
  }

  /** Camera and microphone, else the microphone alone, else nothing. */
  private async askForMedia() {
    const tries: MediaStreamConstraints[] = [
      { audio: true, video: { width: { ideal: 640 }, height: { ideal: 360 } } },
      { audio: true },
    ];
    let error: unknown;
    for (const constraints of tries) {
      try {
        const stream = await navigator.mediaDevices.getUserMedia(constraints);
        if (this.disposed) return stream.getTracks().forEach((track) => track.stop());
        this.media = stream;
        this.update({ preview: stream, mediaError: null, cameraOn: !!constraints.video });
        return;
      } catch (caught) {
        error = error ?? caught;
      }
    }
    const name = error instanceof DOMException ? error.name : 'NotSupportedError';
    this.update({ mediaError: name, micOn: false, cameraOn: false });
  }

  join() {
    this.stopped = false;
    this.retries = 0;
    this.update({ phase: 'waiting', notice: null });
    // A link made before the camera answers would carry no tracks: joined that way by both people,
    // the call never even negotiates. So the socket (and every link) waits for the answer.
    void this.previewing.then(() => {
      if (!this.stopped && !this.ws) this.openSocket();
    });
  }

  hangUp() {
    this.send({ type: 'hangup' });
    this.stopped = true;
    this.ws?.close(1000);
    this.ws = null;
    this.closeAll();
    this.update({ phase: 'left', notice: null, handRaised: false });
  }

  dispose() {
    this.stopped = true;
    this.disposed = true;
    this.ws?.close(1000);
    this.closeAll();
    this.media?.getTracks().forEach((track) => track.stop());
    this.screen?.stop();
  }

  toggleMic() {
    this.setMic(!this.state.micOn);
  }

  toggleCamera() {
    const on = !this.state.cameraOn;
    this.media?.getVideoTracks().forEach((track) => (track.enabled = on));
    this.update({ cameraOn: on });
    this.sendState();
  }

  toggleHand() {
    this.update({ handRaised: !this.state.handRaised });
    this.sendState();
  }

  /** The host's controls: the server relays them from the room's host only. */
  muteOther(conn: string) {
    this.send({ type: 'mute', target: conn });
  }

  lowerHand(conn: string) {
    if (!this.send({ type: 'lower', target: conn })) return;
    this.setRemoteState(conn, { hand: false });
  }

  async toggleShare() {
    if (this.screen) return this.stopSharing();
    let display: MediaStream;
    try {
      display = await navigator.mediaDevices.getDisplayMedia({ video: true });
    } catch {
      return; // the person chose not to share
    }
    const [track] = display.getVideoTracks();
    this.screen = track;
    track.addEventListener('ended', () => void this.stopSharing());
    await this.sendVideo(track);
    this.update({ sharing: true, preview: new MediaStream([track, ...this.audioTracks()]) });
    this.sendState();
  }

  sendChat(text: string): boolean {
    const trimmed = text.trim();
    if (!trimmed || !this.send({ type: 'chat', text: trimmed })) return false;
    const line = { mine: true, name: '', text: trimmed, at: new Date().toISOString() };
    this.update({ chat: [...this.state.chat, line] });
    return true;
  }

  private setMic(on: boolean, patch: Partial<CallState> = {}) {
    this.media?.getAudioTracks().forEach((track) => (track.enabled = on));
    this.update({ micOn: on, ...patch });
    this.sendState();
  }

  private async stopSharing() {
    const screen = this.screen;
    if (!screen) return;
    this.screen = null;
    screen.stop();
    await this.sendVideo(this.media?.getVideoTracks()[0] ?? null);
    this.update({ sharing: false, preview: this.media });
    this.sendState();
  }

  private audioTracks() {
    return this.media?.getAudioTracks() ?? [];
  }

  /** The tracks sent: the microphone, and the camera's video or the shared screen's in its place. */
  private outgoingTracks(): MediaStreamTrack[] {
    const video = this.screen ?? this.media?.getVideoTracks()[0];
    return [...this.audioTracks(), ...(video ? [video] : [])];
  }

  private async sendVideo(track: MediaStreamTrack | null) {
    const links = [...this.remotes.values()].flatMap(({ link }) => (link ? [link] : []));
    await Promise.all(links.map((link) => link.sendVideo(track)));
  }

  private myState(): PeerState {
    const { handRaised: hand, micOn: mic, cameraOn: camera, sharing } = this.state;
    return { hand, mic, camera, sharing };
  }

  private sendState(to?: string) {
    this.send({ type: 'state', ...this.myState(), ...(to && { to }) });
  }

  private send(message: object): boolean {
    if (this.ws?.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  private openSocket() {
    const ws = openSignalSocket(this.options.room, this.options.token());
    this.ws = ws;
    this.opened = false;
    ws.onopen = () => {
      this.opened = true;
      this.retries = 0;
      if (this.state.notice === 'reconnecting') this.update({ notice: null });
    };
    ws.onmessage = (event) => {
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      this.queue = this.queue.then(() => this.handle(message)).catch(() => undefined);
    };
    ws.onclose = (event) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.closeAll();
      if (this.stopped) return;
      const final: Partial<Record<number, CallNotice>> = {
        [CLOSE_ROOM_ENDED]: 'ended',
        [CLOSE_REPLACED]: 'replaced',
        [CLOSE_ROOM_FULL]: 'full',
      };
      const notice = final[event.code];
      if (notice) return this.update({ phase: 'closed', notice, handRaised: false });
      // Refused at the door (403) looks like a connection that never opened.
      const limit = this.opened ? RECONNECT_LIMIT : 1;
      if (this.retries >= limit) return this.update({ phase: 'closed', notice: 'refused' });
      this.retries += 1;
      this.update({ phase: 'waiting', notice: 'reconnecting' });
      window.setTimeout(() => !this.stopped && this.openSocket(), 500 * 2 ** this.retries);
    };
  }

  /** The participant a message is from: its `from`, or in a booking's room the only other one. */
  private sender(from: string | undefined): Remote | undefined {
    if (from) return this.remotes.get(from);
    return this.remotes.size === 1 ? [...this.remotes.values()][0] : undefined;
  }

  private async handle(message: ServerMessage) {
    switch (message.type) {
      case 'ready':
        this.me = { conn: message.peer, userId: message.user };
        return;
      case 'peer':
        if (message.state === 'joined') return this.peerJoined(message);
        return this.peerGone(message.peer, 'peerLeft');
      case 'description': {
        const remote = this.sender(message.from) ?? this.unknown(message.from);
        if (!remote) return;
        let link = this.linkOf(remote);
        const relation = link.relation(message.link);
        if (relation === 'stale') return;
        if (relation === 'new') {
          // An offer from another of their links: they rebuilt the connection, so this side does
          // too. An answer from one is to an offer of a link this side has since replaced.
          if (message.description.type !== 'offer') return;
          link = this.rebuild(remote);
        }
        return link.description(message.description, message.link);
      }
      case 'candidate': {
        const link = this.sender(message.from)?.link;
        // A candidate of a connection since replaced is of no use.
        return link?.relation(message.link) === 'ours'
          ? link.candidate(message.candidate)
          : undefined;
      }
      case 'chat': {
        const line = {
          mine: false,
          name: this.sender(message.from)?.name ?? '',
          text: message.text,
          at: message.at,
        };
        return this.update({ chat: [...this.state.chat, line] });
      }
      case 'hangup': {
        const remote = this.sender(message.from);
        return remote && this.peerGone(remote.conn, 'peerHungUp');
      }
      case 'state': {
        const remote = this.sender(message.from);
        if (!remote) return;
        const { hand, mic, camera, sharing } = message;
        return this.setRemoteState(remote.conn, { hand, mic, camera, sharing });
      }
      case 'mute':
      case 'lower':
        return this.hostControl(message.type, message.target, message.from);
      case 'error':
        if (message.reason === 'too_large') this.update({ notice: 'tooLarge' });
        return;
    }
  }

  private hostControl(kind: 'mute' | 'lower', target: string, from: string | undefined) {
    const hostName = this.sender(from)?.name ?? '';
    if (target !== this.me.conn) {
      if (kind === 'lower') this.setRemoteState(target, { hand: false });
      return;
    }
    if (kind === 'mute') return this.setMic(false, { notice: 'mutedByHost', noticeName: hostName });
    this.update({ handRaised: false, notice: 'handLowered', noticeName: hostName });
    this.sendState();
  }

  private setRemoteState(conn: string, patch: Partial<PeerState>) {
    const remote = this.remotes.get(conn);
    if (!remote) return;
    remote.state = { ...remote.state, ...patch };
    this.update();
  }

  private peerJoined(message: Extract<ServerMessage, { type: 'peer'; state: 'joined' }>) {
    const known = this.remotes.get(message.peer);
    const remote: Remote = known ?? {
      conn: message.peer,
      userId: message.user,
      name: message.name ?? '',
      host: !!message.host,
      state: { hand: false, mic: true, camera: true, sharing: false },
      link: null,
    };
    Object.assign(remote, { userId: message.user, name: message.name ?? remote.name });
    this.remotes.set(remote.conn, remote);
    this.linkOf(remote);
    // The newcomer learns where this one stands (hand, microphone, camera).
    this.sendState(remote.conn);
    this.update();
  }

  /** A description from a connection not announced yet: a participant whose "joined" is late. */
  private unknown(conn: string | undefined): Remote | undefined {
    if (!conn) return undefined;
    const remote: Remote = {
      conn,
      userId: '',
      name: '',
      host: false,
      state: { hand: false, mic: true, camera: true, sharing: false },
      link: null,
    };
    this.remotes.set(conn, remote);
    return remote;
  }

  private linkOf(remote: Remote, replaces?: string): PeerLink {
    if (remote.link) return remote.link;
    remote.link = new PeerLink({
      replaces,
      iceServers: this.options.iceServers,
      // An unknown user id (a late "joined") gives way.
      polite: !remote.userId || this.me.userId > remote.userId,
      tracks: this.outgoingTracks(),
      send: (message) => this.send({ ...message, to: remote.conn }),
      onChange: () => this.update(),
      onStuck: () => {
        this.rebuild(remote);
        this.update();
      },
    });
    return remote.link;
  }

  /** A new link with `remote` in place of the one it had (a new RTCPeerConnection). */
  private rebuild(remote: Remote): PeerLink {
    const replaces = remote.link?.remoteId;
    remote.link?.close();
    remote.link = null;
    return this.linkOf(remote, replaces);
  }

  private peerGone(conn: string, notice: 'peerLeft' | 'peerHungUp') {
    const remote = this.remotes.get(conn);
    if (!remote) return; // a replaced connection's late goodbye
    remote.link?.close();
    this.remotes.delete(conn);
    this.update({ notice, noticeName: remote.name });
  }

  private closeAll() {
    for (const remote of this.remotes.values()) remote.link?.close();
    this.remotes.clear();
    this.update();
  }
}
