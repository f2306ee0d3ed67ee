import { act, renderHook } from '@testing-library/react';
import { AUTO_ADVANCE_SECONDS, useCountdown } from './useCountdown';

describe('useCountdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    const done: string[] = [];
    const hook = renderHook(() => useCountdown<string>((target) => done.push(target)));
    return { done, hook };
  }
  const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it('counts whole seconds down from 5, then moves on to its target once', () => {
    const { done, hook } = setup();
    act(() => hook.result.current.start('lecture-2'));
    expect(hook.result.current.running).toEqual({ target: 'lecture-2', secondsLeft: 5 });
    expect(AUTO_ADVANCE_SECONDS).toBe(5);

    tick(1_000);
    expect(hook.result.current.running?.secondsLeft).toBe(4);
    tick(3_000);
    expect(hook.result.current.running?.secondsLeft).toBe(1);
    expect(done).toEqual([]);
    tick(999);
    expect(done).toEqual([]);
    tick(1);
    expect(done).toEqual(['lecture-2']);
    expect(hook.result.current.running).toBeUndefined();
    tick(10_000);
    expect(done).toEqual(['lecture-2']);
  });

  it('does nothing once cancelled', () => {
    const { done, hook } = setup();
    act(() => hook.result.current.start('lecture-2'));
    tick(2_000);
    act(() => hook.result.current.cancel());
    expect(hook.result.current.running).toBeUndefined();
    tick(10_000);
    expect(done).toEqual([]);
  });

  it('"Play now" moves on at once, and the timer does not fire again', () => {
    const { done, hook } = setup();
    act(() => hook.result.current.start('quiz-1'));
    tick(1_000);
    act(() => hook.result.current.finish());
    expect(done).toEqual(['quiz-1']);
    tick(10_000);
    expect(done).toEqual(['quiz-1']);
  });

  it('stops when the player unmounts (the learner left)', () => {
    const { done, hook } = setup();
    act(() => hook.result.current.start('lecture-2'));
    hook.unmount();
    tick(10_000);
    expect(done).toEqual([]);
  });

  it('a new start replaces the running countdown and its target', () => {
    const { done, hook } = setup();
    act(() => hook.result.current.start('lecture-2'));
    tick(3_000);
    act(() => hook.result.current.start('lecture-3'));
    tick(4_000);
    expect(done).toEqual([]);
    tick(1_000);
    expect(done).toEqual(['lecture-3']);
  });
});
