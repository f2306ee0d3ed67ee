import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
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

const ToastList = lazy(() => import('./ToastList'));

/** Shows the toasts; their code loads with the first toast, which then appears as well. */
export function Toaster() {
  const [used, setUsed] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (used) return undefined;
    if (toaster.getVisibleToasts().length > 0) setUsed(true);
    return toaster.subscribe(() => setUsed(true));
  }, [used]);
  return used ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}
