import { Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { useT } from '../i18n';
import { toaster } from './toaster';

/** The toasts on screen, bottom right (on phones at the top, full width: see toaster.ts). */
export default function ToastList() {
  const t = useT();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && (
              <Toast.CloseTrigger aria-label={t('components.dismissNotification')} />
            )}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
