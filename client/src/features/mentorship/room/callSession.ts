import {
  CLOSE_REPLACED,
  CLOSE_ROOM_ENDED,
  openSignalSocket,
  type ServerMessage,
} from './signalling';

export type CallPhase = 'preview' | 'waiting' | 'connecting' | 'connected' | 'left' | 'closed';
export type CallNotice =
  'peerLeft' | 'peerHungUp' | 'replaced' | 'ended' | 'reconnecting' | 'refused' | 'tooLarge';

export interface ChatLine {
  mine: boolean;
  text: string;
  at: string;
}

export interface CallState {
  phase: CallPhase;
  notice: CallNotice | null;
  /** What the viewer sends: camera (or shared screen) and microphone. */
  preview: MediaStream | null;
  remote: MediaStream | null;
  /** Why the camera or microphone could not be used (the DOMException's name). */
  mediaError: string | null;
  micOn: boolean;
  cameraOn: boolean;
  sharing: boolean;
  chat: ChatLine[];
}

export interface CallOptions {
  bookingId: string;
  iceServers: RTCIceServer[];
  /** The polite peer gives way when both offer at once (perfect negotiation): the learner. */
  polite: boolean;
  token: () => string | null;
  onChange: (state: CallState) => void;
}

const RECONNECT_LIMIT = 5;

/**
 * One person's side of a room's call: camera and microphone, the signalling socket and the
 * RTCPeerConnection, following the "perfect negotiation" pattern (MDN), so either side may
 * (re)negotiate at any time, e.g. when sharing the screen or when the other one rejoins.
 */
export class CallSession {
  state: CallState = {
    phase: 'preview',
    notice: null,
    preview: null,
    remote: null,
    mediaError: null,
    micOn: true,
    cameraOn: true,
    sharing: false,
    chat: [],
  };
  private media: MediaStream | null = null;
  private screen: MediaStreamTrack | null = null;
  private ws: WebSocket | null = null;
  private pc: RTCPeerConnection | null = null;
  /** The other participant's connection this peer connection is with (undefined: not known yet). */
  private pcPeer: string | undefined;
  private makingOffer = false;
  private ignoreOffer = false;
  /** Signals are handled one after another: a candidate waits for the description before it. */
  private queue: Promise<void> = Promise.resolve();
  private opened = false;
  private retries = 0;
  private stopped = false;
  private disposed = false;

  constructor(private readonly options: CallOptions) {}

  private update(patch: Partial<CallState>) {
    this.state = { ...this.state, ...patch };
    if (!this.disposed) this.options.onChange(this.state);
  }

  /** Asks for camera and microphone; falls back to the microphone alone, then to nothing. */
  async startPreview() {
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
    this.openSocket();
  }

  hangUp() {
    this.send({ type: 'hangup' });
    this.stopped = true;
    this.ws?.close(1000);
    this.ws = null;
    this.closePeer();
    this.update({ phase: 'left', notice: null });
  }

  dispose() {
    this.stopped = true;
    this.disposed = true;
    this.ws?.close(1000);
    this.closePeer();
    this.media?.getTracks().forEach((track) => track.stop());
    this.screen?.stop();
  }

  toggleMic() {
    const on = !this.state.micOn;
    this.media?.getAudioTracks().forEach((track) => (track.enabled = on));
    this.update({ micOn: on });
  }

  toggleCamera() {
    const on = !this.state.cameraOn;
    this.media?.getVideoTracks().forEach((track) => (track.enabled = on));
    this.update({ cameraOn: on });
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
  }

  sendChat(text: string): boolean {
    const trimmed = text.trim();
    if (!trimmed || !this.send({ type: 'chat', text: trimmed })) return false;
    const line = { mine: true, text: trimmed, at: new Date().toISOString() };
    this.update({ chat: [...this.state.chat, line] });
    return true;
  }

  private async stopSharing() {
    const screen = this.screen;
    if (!screen) return;
    this.screen = null;
    screen.stop();
    await this.sendVideo(this.media?.getVideoTracks()[0] ?? null);
    this.update({ sharing: false, preview: this.media });
  }

  private audioTracks() {
    return this.media?.getAudioTracks() ?? [];
  }

  /** The video track sent: the camera's, or the shared screen's in its place. */
  private outgoingTracks(): MediaStreamTrack[] {
    const video = this.screen ?? this.media?.getVideoTracks()[0];
    return [...this.audioTracks(), ...(video ? [video] : [])];
  }

  private async sendVideo(track: MediaStreamTrack | null) {
    if (!this.pc) return;
    const sender = this.pc.getSenders().find((s) => s.track?.kind === 'video');
    if (sender) await sender.replaceTrack(track);
    else if (track) this.pc.addTrack(track, new MediaStream([track])); // renegotiates
  }

  private send(message: object): boolean {
    if (this.ws?.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  private openSocket() {
    const ws = openSignalSocket(this.options.bookingId, this.options.token());
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
      this.closePeer();
      if (this.stopped) return;
      if (event.code === CLOSE_ROOM_ENDED) return this.update({ phase: 'closed', notice: 'ended' });
      if (event.code === CLOSE_REPLACED)
        return this.update({ phase: 'closed', notice: 'replaced' });
      // Refused at the door (403) looks like a connection that never opened.
      const limit = this.opened ? RECONNECT_LIMIT : 1;
      if (this.retries >= limit) return this.update({ phase: 'closed', notice: 'refused' });
      this.retries += 1;
      this.update({ phase: 'waiting', notice: 'reconnecting' });
      window.setTimeout(() => !this.stopped && this.openSocket(), 500 * 2 ** this.retries);
    };
  }

  private async handle(message: ServerMessage) {
    switch (message.type) {
      case 'peer':
        if (message.state === 'joined') return this.peerJoined(message.peer);
        if (message.peer !== this.pcPeer) return; // a replaced connection's late goodbye
        this.closePeer();
        return this.update({ phase: 'waiting', notice: 'peerLeft' });
      case 'description':
        return this.description(message.description);
      case 'candidate':
        try {
          await this.pc?.addIceCandidate(message.candidate ?? undefined);
        } catch (error) {
          if (!this.ignoreOffer) throw error;
        }
        return;
      case 'chat': {
        const line = { mine: false, text: message.text, at: message.at };
        return this.update({ chat: [...this.state.chat, line] });
      }
      case 'hangup':
        this.closePeer();
        return this.update({ phase: 'waiting', notice: 'peerHungUp' });
      case 'error':
        if (message.reason === 'too_large') this.update({ notice: 'tooLarge' });
        return;
    }
  }

  private peerJoined(peer: string) {
    if (this.pc && (this.pcPeer === undefined || this.pcPeer === peer)) {
      this.pcPeer = peer;
      return;
    }
    this.closePeer();
    this.createPeer(peer);
  }

  private createPeer(peer: string | undefined) {
    const pc = new RTCPeerConnection({ iceServers: this.options.iceServers });
    this.pc = pc;
    this.pcPeer = peer;
    this.makingOffer = false;
    this.ignoreOffer = false;
    const outgoing = new MediaStream(this.outgoingTracks());
    for (const track of outgoing.getTracks()) pc.addTrack(track, outgoing);
    pc.ontrack = ({ track }) => {
      const others = this.state.remote?.getTracks().filter((t) => t.kind !== track.kind) ?? [];
      this.update({ remote: new MediaStream([...others, track]) });
    };
    pc.onnegotiationneeded = async () => {
      try {
        this.makingOffer = true;
        await pc.setLocalDescription();
        this.sendDescription(pc);
      } catch {
        // a newer negotiation took over
      } finally {
        this.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) =>
      this.send({ type: 'candidate', candidate: candidate ? candidate.toJSON() : null });
    pc.onconnectionstatechange = () => {
      if (this.pc !== pc) return;
      if (pc.connectionState === 'connected') this.update({ phase: 'connected', notice: null });
      if (pc.connectionState === 'failed') pc.restartIce();
    };
    this.update({ phase: 'connecting' });
    return pc;
  }

  private sendDescription(pc: RTCPeerConnection) {
    const { type, sdp } = pc.localDescription!;
    this.send({ type: 'description', description: { type, sdp } });
  }

  private async description(description: RTCSessionDescriptionInit) {
    const pc = this.pc ?? this.createPeer(undefined);
    const collision =
      description.type === 'offer' && (this.makingOffer || pc.signalingState !== 'stable');
    this.ignoreOffer = !this.options.polite && collision;
    if (this.ignoreOffer) return;
    await pc.setRemoteDescription(description);
    if (description.type === 'offer') {
      await pc.setLocalDescription();
      this.sendDescription(pc);
    }
  }

  private closePeer() {
    if (!this.pc) return;
    this.pc.ontrack = null;
    this.pc.onnegotiationneeded = null;
    this.pc.onicecandidate = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
    this.pc = null;
    this.pcPeer = undefined;
    this.state.remote?.getTracks().forEach((track) => track.stop());
    this.update({ remote: null });
  }
}
