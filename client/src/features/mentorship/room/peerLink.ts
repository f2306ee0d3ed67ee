export interface PeerLinkOptions {
  iceServers: RTCIceServer[];
  /** The polite peer gives way when both offer at once (perfect negotiation). */
  polite: boolean;
  /** The tracks to send: microphone, and the camera or the shared screen. */
  tracks: MediaStreamTrack[];
  /** Sends a signal to this peer. */
  send: (message: object) => void;
  /** The received stream or the connection's state changed. */
  onChange: () => void;
  /**
   * The impolite side's link is still unconnected after an ICE restart: its owner replaces it with
   * a new link (a new RTCPeerConnection), whose offer makes the other side replace its own.
   */
  onStuck: () => void;
  /** The other side's link that the link replaced talked to: what it still sends is ignored. */
  replaces?: string;
}

/**
 * How long a link may stay unconnected before it restarts ICE, each time longer. Candidates can be
 * lost (a glare's rolled-back offer, a reconnecting socket), and a connection with none to check
 * stays "connecting" for ever. The polite side waits longer, so the impolite side's restart comes
 * first and one restart usually suffices. When it does not (an ICE restart cannot mend a failed
 * DTLS handshake, nor a negotiation left half done), the impolite side's next turn rebuilds the
 * link instead (onStuck).
 */
export const RESTART_ICE_AFTER_MS = [8_000, 16_000, 30_000];
const POLITE_EXTRA_MS = 4_000;

/**
 * The call with one other participant: an RTCPeerConnection following the "perfect negotiation"
 * pattern (MDN), so either side may (re)negotiate at any time, e.g. when sharing the screen or when
 * the other one rejoins. A room holds one per other participant (a mesh).
 */
export class PeerLink {
  /** Sent with each description and candidate: which of this browser's connections it is from. */
  readonly id = randomLinkId();
  stream: MediaStream | null = null;
  connected = false;
  /** The other side's link this one negotiates with: the id of the last description applied. */
  remoteId: string | undefined;
  private readonly pc: RTCPeerConnection;
  private makingOffer = false;
  private ignoreOffer = false;
  private closed = false;
  private restarts = 0;
  private watchdog?: ReturnType<typeof setTimeout>;

  constructor(private readonly options: PeerLinkOptions) {
    const pc = new RTCPeerConnection({ iceServers: options.iceServers });
    this.pc = pc;
    const outgoing = new MediaStream(options.tracks);
    for (const track of outgoing.getTracks()) pc.addTrack(track, outgoing);
    pc.ontrack = ({ track }) => {
      const others = this.stream?.getTracks().filter((t) => t.kind !== track.kind) ?? [];
      this.stream = new MediaStream([...others, track]);
      options.onChange();
    };
    pc.onnegotiationneeded = async () => {
      try {
        this.makingOffer = true;
        await pc.setLocalDescription();
        this.sendDescription();
      } catch {
        // a newer negotiation took over
      } finally {
        this.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) =>
      options.send({
        type: 'candidate',
        candidate: candidate ? candidate.toJSON() : null,
        link: this.id,
      });
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === 'failed') pc.restartIce();
      const connected = pc.connectionState === 'connected';
      if (connected === this.connected) return;
      this.connected = connected;
      this.watch();
      options.onChange();
    };
    this.watch();
  }

  /** Restarts ICE while the link stays unconnected (RESTART_ICE_AFTER_MS). */
  private watch() {
    clearTimeout(this.watchdog);
    if (this.connected) this.restarts = 0;
    if (this.connected || this.closed) return;
    const delays = RESTART_ICE_AFTER_MS;
    const wait =
      delays[Math.min(this.restarts, delays.length - 1)] +
      (this.options.polite ? POLITE_EXTRA_MS : 0);
    this.watchdog = setTimeout(() => {
      if (this.connected || this.closed) return;
      this.restarts += 1;
      if (this.restarts > 1 && !this.options.polite) return this.options.onStuck();
      this.pc.restartIce();
      this.watch();
    }, wait);
  }

  /**
   * What a description or candidate from the other side's link `id` is to this link: `ours` (the
   * link it negotiates with, or the first to speak, or a sender that names none), `stale` (the
   * link the replaced one talked to) or `new` (the other side has rebuilt its connection since).
   */
  relation(id: string | undefined): 'ours' | 'stale' | 'new' {
    if (!id || id === this.remoteId) return 'ours';
    if (id === this.options.replaces) return 'stale';
    return this.remoteId ? 'new' : 'ours';
  }

  async description(description: RTCSessionDescriptionInit, from?: string) {
    const pc = this.pc;
    const collision =
      description.type === 'offer' && (this.makingOffer || pc.signalingState !== 'stable');
    this.ignoreOffer = !this.options.polite && collision;
    if (this.ignoreOffer) return;
    if (from) this.remoteId = from;
    await pc.setRemoteDescription(description);
    if (description.type === 'offer') {
      await pc.setLocalDescription();
      this.sendDescription();
    }
  }

  async candidate(candidate: RTCIceCandidateInit | null) {
    try {
      await this.pc.addIceCandidate(candidate ?? undefined);
    } catch (error) {
      if (!this.ignoreOffer) throw error;
    }
  }

  /** Sends `track` as the video (the camera, or the shared screen in its place). */
  async sendVideo(track: MediaStreamTrack | null) {
    const sender = this.pc.getSenders().find((s) => s.track?.kind === 'video');
    if (sender) await sender.replaceTrack(track);
    else if (track) this.pc.addTrack(track, new MediaStream([track])); // renegotiates
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.watchdog);
    this.pc.ontrack = null;
    this.pc.onnegotiationneeded = null;
    this.pc.onicecandidate = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
    this.stream?.getTracks().forEach((track) => track.stop());
    this.stream = null;
    this.connected = false;
  }

  private sendDescription() {
    const { type, sdp } = this.pc.localDescription!;
    this.options.send({ type: 'description', description: { type, sdp }, link: this.id });
  }
}

/** 32 hex digits (the server checks the form). */
function randomLinkId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
