/**
 * Scrolls to the element with `id` (smoothly unless the user prefers reduced motion) and moves
 * keyboard focus there, so Tab continues from the section rather than from the button.
 */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}
