import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from './toaster';

const ToastList = lazy(() => import('./ToastList'));

/** Shows the toasts; their code loads with the first toast, which then appears as well. */
export function LazyToaster() {
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
