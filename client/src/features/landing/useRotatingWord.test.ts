import { act, renderHook } from '@testing-library/react';
import { HEADLINE_ROTATION_MS, headlineWords } from './content/hero';
import { useRotatingWord } from './useRotatingWord';

describe('useRotatingWord', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it('shows the headline words in order, one every 3000 ms, and loops', () => {
    expect(HEADLINE_ROTATION_MS).toBe(3000);
    const { result } = renderHook(() => useRotatingWord(headlineWords(), HEADLINE_ROTATION_MS));
    expect(result.current).toBe('Personal Brand');

    advance(2999);
    expect(result.current).toBe('Personal Brand');
    advance(1);
    expect(result.current).toBe('Online Presence');
    advance(3000);
    expect(result.current).toBe('Success Story');
    advance(3000);
    expect(result.current).toBe('Dream Business');
    advance(3000);
    expect(result.current).toBe('Personal Brand');
    advance(3000);
    expect(result.current).toBe('Online Presence');
  });

  it('holds the first word until running, then starts from it', () => {
    const { result, rerender } = renderHook(
      ({ running }) => useRotatingWord(headlineWords(), HEADLINE_ROTATION_MS, running),
      { initialProps: { running: false } },
    );
    advance(7000);
    expect(result.current).toBe('Personal Brand');
    rerender({ running: true });
    advance(2999);
    expect(result.current).toBe('Personal Brand');
    advance(1);
    expect(result.current).toBe('Online Presence');
  });

  it('stops its timer on unmount', () => {
    const { unmount } = renderHook(() => useRotatingWord(['a', 'b'], 1000));
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('does not tick for a single word', () => {
    const { result } = renderHook(() => useRotatingWord(['only'], 1000));
    expect(jest.getTimerCount()).toBe(0);
    advance(5000);
    expect(result.current).toBe('only');
  });
});
