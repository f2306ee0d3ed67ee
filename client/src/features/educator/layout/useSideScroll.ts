import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether the element scrolls sideways, and which way there is more to see: kept up to date as it
 * scrolls or resizes. `scrollBy(±1)` moves it most of its width that way.
 */
export function useSideScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [more, setMore] = useState({ before: false, after: false });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    // A pixel of slack: zoomed pages report fractional widths.
    const before = el.scrollLeft > 1;
    const after = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setMore((was) => (was.before === before && was.after === after ? was : { before, after }));
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      resize.disconnect();
    };
  }, [measure]);

  const scrollBy = (direction: 1 | -1) => {
    const el = ref.current;
    el?.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: 'smooth' });
  };

  return { ref, more, scrollBy };
}
