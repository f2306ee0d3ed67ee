import {
  Button,
  chakra,
  Checkbox,
  CloseButton,
  Dialog,
  Field,
  Input,
  Portal,
  Stack,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { NewLecture } from './curriculum';
import {
  emptyLectureFields,
  lectureFieldsFrom,
  lectureUrlError,
  parseLectureFields,
  type LectureFieldErrors,
  type LectureFields,
} from './lectureFields';
import { useT } from '../courseEditor.i18n';

interface LectureFormProps {
  /** The chapter the lecture goes into; null keeps the dialog closed. */
  chapterTitle: string | null;
  onClose: () => void;
  onAdd: (lecture: NewLecture) => void;
  /** A lecture being edited: the dialog becomes 'Edit Lecture', prefilled. */
  initial?: NewLecture;
}

/** The 'Add Lecture' (or 'Edit Lecture') dialog: title, duration in minutes, URL and 'Is Preview Free?'. */
export function LectureForm({ chapterTitle, onClose, onAdd, initial }: LectureFormProps) {
  const t = useT();
  const blank = initial ? lectureFieldsFrom(initial) : emptyLectureFields;
  const [fields, setFields] = useState<LectureFields>(blank);
  const [errors, setErrors] = useState<LectureFieldErrors>({});
  const set = <K extends keyof LectureFields>(key: K, value: LectureFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  // Live feedback on the link, from the server's own rule: checked when the field is left, then
  // again on every change while it shows a message, so the message goes as soon as the link plays.
  const checkUrl = (value: string) =>
    setErrors((current) => ({ ...current, lectureUrl: lectureUrlError(value) }));

  const close = () => {
    setFields(blank);
    setErrors({});
    onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Portalled, but React still bubbles submit to the course form around it.
    event.stopPropagation();
    const result = parseLectureFields(fields);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    onAdd(result.lecture);
    close();
  };

  return (
    <Dialog.Root
      open={chapterTitle !== null}
      onOpenChange={(details) => !details.open && close()}
      lazyMount
      unmountOnExit
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title>
                {t(initial ? 'courseEditor.lecture.editTitle' : 'courseEditor.lecture.addTitle')}
              </Dialog.Title>
              <Dialog.Description color="fg.muted" fontSize="sm">
                {t('courseEditor.lecture.toChapter', { chapter: chapterTitle })}
              </Dialog.Description>
            </Dialog.Header>
            <chakra.form display="contents" onSubmit={submit} noValidate>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root invalid={Boolean(errors.lectureTitle)}>
                    <Field.Label>{t('courseEditor.lecture.title')}</Field.Label>
                    <Input
                      value={fields.lectureTitle}
                      maxLength={200}
                      onChange={(event) => set('lectureTitle', event.target.value)}
                    />
                    <Field.ErrorText>{errors.lectureTitle}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.lectureDuration)}>
                    <Field.Label>{t('courseEditor.lecture.duration')}</Field.Label>
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={1440}
                      step={1}
                      value={fields.lectureDuration}
                      onChange={(event) => set('lectureDuration', event.target.value)}
                    />
                    <Field.ErrorText>{errors.lectureDuration}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.lectureUrl)}>
                    <Field.Label>{t('courseEditor.lecture.url')}</Field.Label>
                    <Input
                      type="url"
                      inputMode="url"
                      placeholder={t('courseEditor.lecture.urlPlaceholder')}
                      value={fields.lectureUrl}
                      onChange={(event) => {
                        set('lectureUrl', event.target.value);
                        if (errors.lectureUrl) checkUrl(event.target.value);
                      }}
                      onBlur={(event) => event.target.value.trim() && checkUrl(event.target.value)}
                    />
                    <Field.ErrorText>{errors.lectureUrl}</Field.ErrorText>
                  </Field.Root>
                  <Checkbox.Root
                    colorPalette="brand"
                    checked={fields.isPreviewFree}
                    onCheckedChange={(details) => set('isPreviewFree', details.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t('courseEditor.lecture.isPreviewFree')}</Checkbox.Label>
                  </Checkbox.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={close}>
                  {t('courseEditor.dialog.cancel')}
                </Button>
                <Button type="submit" colorPalette="brand">
                  {t(initial ? 'courseEditor.dialog.save' : 'courseEditor.dialog.add')}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('courseEditor.dialog.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
