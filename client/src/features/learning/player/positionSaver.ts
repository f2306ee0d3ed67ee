/** A lecture and a whole second into its video. */
export interface LecturePosition {
  lectureId: string;
  seconds: number;
}

/** Saves while a video plays come at most this often. */
export const SAVE_INTERVAL_MS = 10_000;

const same = (a: LecturePosition | null, b: LecturePosition | null) =>
  a !== null && b !== null && a.lectureId === b.lectureId && a.seconds === b.seconds;

/**
 * Decides when the player's position goes to the server: at most every `intervalMs` while the
 * video plays, at once when it pauses or closes or the learner picks another lecture, and never
 * twice for the same position.
 */
export class PositionSaver {
  private current: string | undefined;
  private latest: LecturePosition | null = null;
  private saved: LecturePosition | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    /** `keepalive`: the page is going away, so the request must outlive it. */
    private readonly send: (
      position: LecturePosition,
      keepalive?: boolean,
    ) => Promise<unknown> | void,
    private readonly intervalMs = SAVE_INTERVAL_MS,
  ) {}

  /** The lecture the player opened with; `seconds` is the point the server holds already, if any. */
  open(lectureId: string, seconds: number | null) {
    this.current = lectureId;
    this.latest = this.saved = seconds === null ? null : { lectureId, seconds };
  }

  /** The learner picked another lecture: it becomes the point to resume, from its start. */
  switchTo(lectureId: string) {
    this.current = lectureId;
    this.latest = { lectureId, seconds: 0 };
    void this.flush();
  }

  /** A position the player reported; a lecture no longer shown (closing after a switch) is ignored. */
  observe(lectureId: string, seconds: number, playing: boolean) {
    if (lectureId !== this.current) return;
    this.latest = { lectureId, seconds: Math.max(0, Math.floor(seconds)) };
    if (!playing) void this.flush();
    else
      this.timer ??= setTimeout(() => {
        this.timer = undefined;
        void this.flush();
      }, this.intervalMs);
  }

  /**
   * Sends the latest position unless it was sent already; `keepalive` as the page goes away.
   * Settles once the server has answered (or at once when there is nothing to send).
   */
  async flush(keepalive = false): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const { latest } = this;
    if (!latest || same(latest, this.saved)) return;
    this.saved = latest;
    await this.send(latest, keepalive);
  }
}
