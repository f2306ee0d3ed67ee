import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';

interface DeleteCourseDialogProps {
  /** The course to delete; null keeps the dialog closed. */
  courseTitle: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Are you sure you want to delete this course?' with Cancel (focused first) and Delete. */
export function DeleteCourseDialog({
  courseTitle,
  deleting,
  onCancel,
  onConfirm,
}: DeleteCourseDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={courseTitle !== null}
      onOpenChange={(details) => !details.open && !deleting && onCancel()}
      initialFocusEl={() => cancelRef.current}
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
              <Dialog.Title>Are you sure you want to delete this course?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                <Text as="span" fontWeight="semibold">
                  {courseTitle}
                </Text>{' '}
                will be removed from your courses and the catalog. Students already enrolled keep
                access to it.
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={deleting}>
                Cancel
              </Button>
              <Button
                colorPalette="red"
                onClick={onConfirm}
                loading={deleting}
                loadingText="Deleting..."
              >
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
