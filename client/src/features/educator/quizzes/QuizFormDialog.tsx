import {
  Alert,
  Button,
  chakra,
  Checkbox,
  CloseButton,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Portal,
  Stack,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuPlus } from 'react-icons/lu';
import { errorMessage } from '../../../lib/errorMessage';
import { fieldProblems } from '../../../lib/graphqlErrors';
import { newQuestion, type QuestionDraft, type QuizDraft } from './quizDraft';
import { QuestionEditor } from './QuestionEditor';
import { useT } from '../courseEditor.i18n';

export interface ChapterChoice {
  chapterId: string;
  chapterTitle: string;
  lectureTitles: string[];
}

interface Props {
  /** The quiz being written; null keeps the dialog closed. */
  initial: QuizDraft | null;
  editing: boolean;
  chapters: ChapterChoice[];
  onClose: () => void;
  /** Saves on the server; a refusal comes back as the thrown error. */
  onSave: (draft: QuizDraft) => Promise<void>;
}

const isWhole = (text: string) => /^\s*\d+\s*$/.test(text);

/** Add or edit a quiz: where it goes, its pass mark and attempts, and its questions. */
export function QuizFormDialog({ initial, editing, chapters, onClose, onSave }: Props) {
  const t = useT();
  return (
    <Dialog.Root
      open={initial !== null}
      onOpenChange={(details) => !details.open && onClose()}
      lazyMount
      unmountOnExit
      placement="center"
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '0', md: '4' }}>
          <Dialog.Content>
            {initial && (
              <QuizForm
                initial={initial}
                editing={editing}
                chapters={chapters}
                onClose={onClose}
                onSave={onSave}
              />
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('courseEditor.dialog.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function QuizForm({
  initial,
  editing,
  chapters,
  onClose,
  onSave,
}: Omit<Props, 'initial'> & { initial: QuizDraft }) {
  const t = useT();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const patch = (change: Partial<QuizDraft>) => setDraft((current) => ({ ...current, ...change }));
  const setQuestion = (index: number, question: QuestionDraft) =>
    patch({ questions: draft.questions.map((q, i) => (i === index ? question : q)) });
  const chapter = chapters.find((c) => c.chapterId === draft.chapterId);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Portalled, but React still bubbles submit to the course form around it.
    event.stopPropagation();
    const local: Record<string, string> = {};
    const notWhole = t('courseEditor.quiz.notWhole');
    if (!isWhole(draft.passMark)) local.passMarkPercent = notWhole;
    if (draft.attemptLimit.trim() && !isWhole(draft.attemptLimit)) local.attemptLimit = notWhole;
    setErrors(local);
    setFailure(undefined);
    if (Object.keys(local).length) return;
    setSaving(true);
    try {
      await onSave(draft);
      onClose();
    } catch (error) {
      const problems = fieldProblems(error);
      setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
      setFailure(errorMessage(error, t('courseEditor.quiz.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <chakra.form display="contents" onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>
          {t(editing ? 'courseEditor.quiz.editTitle' : 'courseEditor.quiz.addTitle')}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {failure && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Description>{failure}</Alert.Description>
            </Alert.Root>
          )}
          <Field.Root invalid={Boolean(errors.title)} required>
            <Field.Label>{t('courseEditor.quiz.title')}</Field.Label>
            <Input
              value={draft.title}
              maxLength={200}
              onChange={(event) => patch({ title: event.target.value })}
            />
            <Field.ErrorText>{errors.title}</Field.ErrorText>
          </Field.Root>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
            <Field.Root invalid={Boolean(errors.chapterId)}>
              <Field.Label>{t('courseEditor.quiz.chapter')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={draft.chapterId}
                  onChange={(event) => {
                    const next = chapters.find((c) => c.chapterId === event.target.value);
                    patch({
                      chapterId: event.target.value,
                      position: Math.min(draft.position, next?.lectureTitles.length ?? 0),
                    });
                  }}
                >
                  {chapters.map((c) => (
                    <option key={c.chapterId} value={c.chapterId}>
                      {c.chapterTitle}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.chapterId}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.position)}>
              <Field.Label>{t('courseEditor.quiz.place')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={String(draft.position)}
                  onChange={(event) => patch({ position: Number(event.target.value) })}
                >
                  <option value="0">{t('courseEditor.quizzes.atStart')}</option>
                  {chapter?.lectureTitles.map((title, i) => (
                    <option key={i} value={String(i + 1)}>
                      {t('courseEditor.quizzes.afterLectureTitled', { number: i + 1, title })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.position}</Field.ErrorText>
            </Field.Root>
          </Stack>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
            <Field.Root invalid={Boolean(errors.passMarkPercent)}>
              <Field.Label>{t('courseEditor.quiz.passMark')}</Field.Label>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                value={draft.passMark}
                onChange={(event) => patch({ passMark: event.target.value })}
              />
              <Field.ErrorText>{errors.passMarkPercent}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.attemptLimit)}>
              <Field.Label>{t('courseEditor.quiz.attempts')}</Field.Label>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                placeholder={t('courseEditor.quiz.noLimit')}
                value={draft.attemptLimit}
                onChange={(event) => patch({ attemptLimit: event.target.value })}
              />
              <Field.HelperText>{t('courseEditor.quiz.noLimitHelp')}</Field.HelperText>
              <Field.ErrorText>{errors.attemptLimit}</Field.ErrorText>
            </Field.Root>
          </Stack>
          <Checkbox.Root
            colorPalette="brand"
            checked={draft.shuffle}
            onCheckedChange={(details) => patch({ shuffle: details.checked === true })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('courseEditor.quiz.shuffle')}</Checkbox.Label>
          </Checkbox.Root>
          {errors.questions && (
            <chakra.p color="fg.error" fontSize="sm" role="alert">
              {errors.questions}
            </chakra.p>
          )}
          <Stack as="ol" gap="4" ps="0" listStyleType="none">
            {draft.questions.map((question, index) => (
              <QuestionEditor
                key={question.key}
                number={index + 1}
                question={question}
                errors={errors}
                onChange={(next) => setQuestion(index, next)}
                onRemove={
                  draft.questions.length > 1
                    ? () => patch({ questions: draft.questions.filter((_, i) => i !== index) })
                    : undefined
                }
              />
            ))}
          </Stack>
          <Button
            type="button"
            variant="outline"
            colorPalette="brand"
            alignSelf="flex-start"
            onClick={() => patch({ questions: [...draft.questions, newQuestion()] })}
          >
            <LuPlus /> {t('courseEditor.quiz.addQuestion')}
          </Button>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('courseEditor.dialog.cancel')}
        </Button>
        <Button
          type="submit"
          colorPalette="brand"
          loading={saving}
          loadingText={t('courseEditor.quiz.saving')}
        >
          {t(editing ? 'courseEditor.quiz.save' : 'courseEditor.quiz.addTitle')}
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
