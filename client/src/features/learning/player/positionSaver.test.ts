import { type LecturePosition, PositionSaver, SAVE_INTERVAL_MS } from './positionSaver';

let sent: LecturePosition[];
let keptAlive: LecturePosition[];
let saver: PositionSaver;

beforeEach(() => {
  jest.useFakeTimers();
  sent = [];
  keptAlive = [];
  saver = new PositionSaver((position, keepalive) => {
    (keepalive ? keptAlive : sent).push(position);
  });
});
afterEach(() => jest.useRealTimers());

/** The player reporting `seconds` every second while it plays, as YouTubePlayer does. */
function play(lectureId: string, from: number, to: number) {
  for (let s = from; s <= to; s++) {
    saver.observe(lectureId, s + 0.4, true);
    if (s < to) jest.advanceTimersByTime(1_000);
  }
}

describe('PositionSaver', () => {
  it('saves a playing video at most once per interval, with the latest whole second', () => {
    saver.open('l1', null);
    play('l1', 0, 9);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(SAVE_INTERVAL_MS - 9_000 - 1);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent).toEqual([{ lectureId: 'l1', seconds: 9 }]);

    play('l1', 10, 25);
    expect(sent).toEqual([
      { lectureId: 'l1', seconds: 9 },
      { lectureId: 'l1', seconds: 19 },
    ]);
    expect(SAVE_INTERVAL_MS).toBe(10_000);
  });

  it('saves at once when the video pauses, and cancels the pending save', () => {
    saver.open('l1', null);
    play('l1', 40, 43);
    saver.observe('l1', 43.8, false);
    expect(sent).toEqual([{ lectureId: 'l1', seconds: 43 }]);
    jest.advanceTimersByTime(SAVE_INTERVAL_MS * 3);
    expect(sent).toHaveLength(1);
  });

  it('does not save a position the server already has', () => {
    saver.open('l2', 95);
    saver.observe('l2', 95.7, false);
    void saver.flush();
    expect(sent).toEqual([]);

    saver.observe('l2', 96.1, false);
    saver.observe('l2', 96.9, false);
    void saver.flush();
    expect(sent).toEqual([{ lectureId: 'l2', seconds: 96 }]);
  });

  it('sends nothing before anything played', () => {
    saver.open('l1', null);
    void saver.flush();
    jest.advanceTimersByTime(SAVE_INTERVAL_MS * 2);
    expect(sent).toEqual([]);
  });

  it('saves a newly picked lecture from its start and ignores the closing report of the last one', () => {
    saver.open('l1', 30);
    play('l1', 30, 33);
    saver.switchTo('l3');
    saver.observe('l1', 34, false);
    jest.advanceTimersByTime(SAVE_INTERVAL_MS);
    expect(sent).toEqual([{ lectureId: 'l3', seconds: 0 }]);
  });

  it('sends the last position as a keepalive request when the page goes away', () => {
    saver.open('l1', null);
    play('l1', 93, 95);
    void saver.flush(true);
    expect(keptAlive).toEqual([{ lectureId: 'l1', seconds: 95 }]);
    jest.advanceTimersByTime(SAVE_INTERVAL_MS);
    expect(sent).toEqual([]);
  });
});
