import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { T, useT } from '../i18n';

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
  const t = useT();
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
              <Dialog.Title>{t('educator.deleteCourse.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                <T
                  id="educator.deleteCourse.body"
                  values={{ title: courseTitle }}
                  components={{ 0: <Text as="span" fontWeight="semibold" /> }}
                />
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={deleting}>
                {t('educator.cancel')}
              </Button>
              <Button
                colorPalette="red"
                onClick={onConfirm}
                loading={deleting}
                loadingText={t('educator.deleteCourse.deleting')}
              >
                {t('educator.delete')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
