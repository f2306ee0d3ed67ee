import userEvent from '@testing-library/user-event';

/**
 * For a test that looks at a request's pending state (a "Sending..." button): from here on, fake
 * timers hold each mocked answer (its `delay`) until the test waits for something, so a loaded
 * machine cannot deliver it before the pending state is looked at. Returns a user-event instance
 * that moves those timers; the file restores real ones with `afterEach(() => jest.useRealTimers())`.
 */
export function holdMockedAnswers() {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}
