import { useEffect, useState } from 'react';

/**
 * Cycles through `words`, one step every `intervalMs`, looping back to the first; holds the first
 * word until `running`.
 */
export function useRotatingWord(
  words: readonly string[],
  intervalMs: number,
  running = true,
): string {
  const [index, setIndex] = useState(0);
  const count = words.length;

  useEffect(() => {
    setIndex(0);
    if (count < 2 || !running) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs, running]);

  return words[index % Math.max(count, 1)] ?? '';
}
