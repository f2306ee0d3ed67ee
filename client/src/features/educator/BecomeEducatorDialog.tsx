import { Button, CloseButton, Dialog, List, Portal, Text } from '@chakra-ui/react';

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
              <Dialog.Title>Become an educator?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3">As an educator you can:</Text>
              <List.Root ps="5" gap="1" mb="3">
                <List.Item>publish your own courses, and edit or remove them;</List.Item>
                <List.Item>
                  use the educator dashboard: your students, their enrolments and your earnings.
                </List.Item>
              </List.Root>
              <Text>You keep your enrolments and your progress, and go on learning as before.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="brand"
                loading={busy}
                loadingText="Updating..."
                onClick={onConfirm}
              >
                Become Educator
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
