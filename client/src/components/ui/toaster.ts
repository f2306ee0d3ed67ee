import { createToaster } from '@chakra-ui/react';
import { config } from '../../config';

/** Below the theme's `md` breakpoint (48em): a phone, where the bottom holds the footer and pinned bars. */
const PHONE = '(max-width: 47.99em)';
const onPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches;

/**
 * The app's single toaster. Every toast closes after 5000 ms. Bottom right on larger screens; on a
 * phone at the top, full width, so no toast covers the footer or a bar pinned to the bottom (the
 * player's, checkout's). The side is chosen when the app loads.
 */
export const toaster = createToaster({
  placement: onPhone() ? 'top' : 'bottom-end',
  duration: config.toastDurationMs,
  pauseOnPageIdle: true,
});

type ToastType = 'success' | 'error' | 'warning' | 'info';

/**
 * Shows a toast; the same message while it is still on screen replaces it rather than stacking a
 * second copy (a save answered twice, or reported by two layers, shows one toast).
 */
export function showToast(type: ToastType, title: string): void {
  // The id lands in ARIA id references, which whitespace would split.
  toaster.create({ id: `${type}-${title.replace(/\s+/g, '_')}`, type, title, closable: true });
}
