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
import { useCallback, useState, type FormEvent } from 'react';
import type { LectureDraft, NewLecture } from './curriculum';
import {
  emptyLectureFields,
  lectureFieldsFrom,
  lectureUrlError,
  parseLectureFields,
  type LectureFieldErrors,
  type LectureFields,
} from './lectureFields';
import { useT } from '../courseEditor.i18n';
import { useT as useVideoT } from '../video/i18n';
import { VideoSourceChoice } from '../video/VideoSourceChoice';
import { VideoUploadField } from '../video/VideoUploadField';

interface LectureFormProps {
  /** The chapter the lecture goes into; null keeps the dialog closed. */
  chapterTitle: string | null;
  onClose: () => void;
  onAdd: (lecture: NewLecture) => void;
  /**
   * A lecture being edited: the dialog becomes 'Edit Lecture', prefilled. With its server id (a
   * saved lecture), an upload is attached to it at once.
   */
  initial?: NewLecture & Pick<LectureDraft, 'lectureId'>;
}

/**
 * The 'Add Lecture' (or 'Edit Lecture') dialog: title, duration in minutes, the video (an upload or
 * a YouTube URL) and 'Is Preview Free?'.
 */
export function LectureForm({ chapterTitle, onClose, onAdd, initial }: LectureFormProps) {
  const t = useT();
  const videoT = useVideoT();
  const blank = initial ? lectureFieldsFrom(initial) : emptyLectureFields;
  const [fields, setFields] = useState<LectureFields>(blank);
  const [errors, setErrors] = useState<LectureFieldErrors>({});
  const set = <K extends keyof LectureFields>(key: K, value: LectureFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  // Live feedback on the link, from the server's own rule: checked when the field is left, then
  // again on every change while it shows a message, so the message goes as soon as the link plays.
  const checkUrl = (value: string) =>
    setErrors((current) => ({ ...current, lectureUrl: lectureUrlError(value) }));

  const onVideoId = useCallback((videoId: string) => {
    setFields((current) => ({ ...current, videoId }));
    setErrors(({ videoId: _dropped, ...rest }) => rest);
  }, []);

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
                  <VideoSourceChoice
                    value={fields.source}
                    onChange={(source) => set('source', source)}
                  />
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
                    {fields.source === 'upload' && (
                      <Field.HelperText>{videoT('educator.video.durationHelp')}</Field.HelperText>
                    )}
                    <Field.ErrorText>{errors.lectureDuration}</Field.ErrorText>
                  </Field.Root>
                  {fields.source === 'upload' ? (
                    <VideoUploadField
                      lectureId={initial?.lectureId}
                      videoId={fields.videoId}
                      hasPlayingVideo={Boolean(initial?.playingVideoId)}
                      onVideoId={onVideoId}
                      error={errors.videoId}
                    />
                  ) : (
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
                        onBlur={(event) =>
                          event.target.value.trim() && checkUrl(event.target.value)
                        }
                      />
                      <Field.ErrorText>{errors.lectureUrl}</Field.ErrorText>
                    </Field.Root>
                  )}
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
