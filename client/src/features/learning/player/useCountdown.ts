import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the player waits before moving on by itself, in seconds. */
export const AUTO_ADVANCE_SECONDS = 5;

export interface Countdown<T> {
  /** What it counts down to, and the whole seconds left; undefined while idle. */
  running: { target: T; secondsLeft: number } | undefined;
  /** Starts (or restarts) the countdown to `target`. */
  start: (target: T, seconds?: number) => void;
  cancel: () => void;
  /** Goes now ("Play now"): calls `onDone` at once. */
  finish: () => void;
}

/**
 * A countdown of whole seconds to `target`, then `onDone(target)`. It stops when cancelled and
 * when the component unmounts (the learner left the page), so nothing fires after.
 */
export function useCountdown<T>(onDone: (target: T) => void): Countdown<T> {
  // A new object per start, so starting again restarts the timer.
  const [run, setRun] = useState<{ target: T; seconds: number }>();
  const [secondsLeft, setSecondsLeft] = useState(0);
  // The latest callback, without restarting the timer when the parent renders a new function.
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    if (!run) return;
    let left = run.seconds;
    const timer = window.setInterval(() => {
      left -= 1;
      if (left > 0) return setSecondsLeft(left);
      window.clearInterval(timer);
      setRun(undefined);
      onDoneRef.current(run.target);
    }, 1_000);
    return () => window.clearInterval(timer);
  }, [run]);

  const start = useCallback((target: T, seconds = AUTO_ADVANCE_SECONDS) => {
    setRun({ target, seconds });
    setSecondsLeft(seconds);
  }, []);
  const cancel = useCallback(() => setRun(undefined), []);
  const finish = useCallback(() => {
    if (!run) return;
    setRun(undefined);
    onDoneRef.current(run.target);
  }, [run]);
  return { running: run && { target: run.target, secondsLeft }, start, cancel, finish };
}
