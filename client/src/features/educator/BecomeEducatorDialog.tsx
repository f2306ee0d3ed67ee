import { Button, CloseButton, Dialog, List, Portal, Text } from '@chakra-ui/react';
import { useT as useButtonT } from './becomeEducatorI18n';
import { useT } from './i18n';

interface BecomeEducatorDialogProps {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a student becomes an educator, saying what changes and what stays. */
export function BecomeEducatorDialog({
  open,
  busy,
  onConfirm,
  onClose,
}: BecomeEducatorDialogProps) {
  const t = useT();
  const buttonT = useButtonT();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      role="alertdialog"
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('educator.become.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3">{t('educator.become.intro')}</Text>
              <List.Root ps="5" gap="1" mb="3">
                <List.Item>{t('educator.become.publish')}</List.Item>
                <List.Item>{t('educator.become.dashboard')}</List.Item>
              </List.Root>
              <Text>{t('educator.become.keep')}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  {t('educator.cancel')}
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="brand"
                loading={busy}
                loadingText={buttonT('becomeEducator.updating')}
                onClick={onConfirm}
              >
                {buttonT('becomeEducator.button')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('educator.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
