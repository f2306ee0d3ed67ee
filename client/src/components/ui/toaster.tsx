import { createToaster, Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
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

export function Toaster() {
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
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
