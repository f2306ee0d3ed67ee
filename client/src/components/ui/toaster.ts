import { createToaster } from '@chakra-ui/react';
import { config } from '../../config';

/** The app's single toaster. Every toast closes after 5000 ms. */
export const toaster = createToaster({
  placement: 'bottom-end',
  duration: config.toastDurationMs,
  pauseOnPageIdle: true,
});

type ToastType = 'success' | 'error' | 'warning' | 'info';

export function showToast(type: ToastType, title: string): void {
  toaster.create({ type, title, closable: true });
}
