import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders `children` (typically a React.lazy dialog) from the first time `open` is true, and keeps
 * them mounted afterwards so the dialog can animate closed and hand focus back. Until then its
 * code is not even loaded.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
