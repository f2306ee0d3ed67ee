import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useNavigationBlocker } from '../lib/useNavigationBlocker';
import { useT } from './i18n';

interface UnsavedChangesGuardProps {
  /**
   * Asked at the moment of leaving, so a save that navigates right away is seen as saved
   * (a value from the last render would still say "unsaved").
   */
  isDirty: () => boolean;
}

/**
 * Asks before the page is left with unsaved changes: the browser's own prompt on reload, close or
 * an outside address (`beforeunload`), and 'Leave without saving?' (Stay / Leave) on in-app
 * navigation, links and Back included.
 */
export function UnsavedChangesGuard({ isDirty }: UnsavedChangesGuardProps) {
  const t = useT();
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  const stayRef = useRef<HTMLButtonElement>(null);

  const blocker = useNavigationBlocker(() => dirty.current());

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current()) return;
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return (
    <Dialog.Root
      role="alertdialog"
      open={blocker.pending}
      onOpenChange={(details) => !details.open && blocker.reset()}
      initialFocusEl={() => stayRef.current}
      placement="center"
      size="sm"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('components.leaveTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t('components.leaveWarning')}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={stayRef} variant="outline" onClick={() => blocker.reset()}>
                {t('components.stay')}
              </Button>
              <Button colorPalette="red" onClick={() => blocker.proceed()}>
                {t('components.leave')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
