import {
  Alert,
  Box,
  Button,
  Checkbox,
  Flex,
  Heading,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import {
  EducatorQuizzesDocument,
  useCreateQuizMutation,
  useDeleteQuizMutation,
  useEducatorQuizzesQuery,
  useSetRequiresWatchedLecturesMutation,
  useUpdateQuizMutation,
  type EducatorQuizFieldsFragment,
} from './educatorQuizzes.generated';
import { errorMessage } from '../../../lib/errorMessage';
import { formatCount } from '../../../lib/format';
import { showToast } from '../../../components/ui/toaster';
import { QuizFormDialog, type ChapterChoice } from './QuizFormDialog';
import { draftFrom, newQuizDraft, toQuizInput, type QuizDraft } from './quizDraft';
import { t as translate, useT } from '../courseEditor.i18n';

interface StoredChapter {
  chapterId: string;
  chapterTitle: string;
  chapterContent: { lectureTitle: string }[];
}

interface Props {
  courseId: string;
  /** The chapters as saved: quizzes go into saved chapters only. */
  chapters: StoredChapter[];
}

/**
 * The course's quizzes, chapter by chapter, placed among the saved lectures; added, edited and
 * deleted at once (not with the course's UPDATE). Also the course's watched-lectures rule.
 */
export default function QuizzesSection({ courseId, chapters }: Props) {
  const t = useT();
  const headingId = useId();
  const query = useEducatorQuizzesQuery({ variables: { courseId } });
  const refetchQueries = [{ query: EducatorQuizzesDocument, variables: { courseId } }];
  const [createQuiz] = useCreateQuizMutation({ refetchQueries, awaitRefetchQueries: true });
  const [updateQuiz] = useUpdateQuizMutation();
  const [deleteQuiz] = useDeleteQuizMutation({ refetchQueries, awaitRefetchQueries: true });
  const [setWatched, watchedState] = useSetRequiresWatchedLecturesMutation();
  const [dialog, setDialog] = useState<{ draft: QuizDraft; quizId?: string } | null>(null);
  const [confirming, setConfirming] = useState<string>();

  const choices: ChapterChoice[] = chapters.map((c) => ({
    chapterId: c.chapterId,
    chapterTitle: c.chapterTitle,
    lectureTitles: c.chapterContent.map((l) => l.lectureTitle),
  }));
  const quizzes = query.data?.educatorQuizzes ?? [];

  const save = async (draft: QuizDraft) => {
    const input = toQuizInput(draft);
    if (dialog?.quizId) await updateQuiz({ variables: { id: dialog.quizId, input } });
    else await createQuiz({ variables: { input } });
    showToast(
      'success',
      t(dialog?.quizId ? 'courseEditor.quizzes.saved' : 'courseEditor.quizzes.added'),
    );
  };

  const remove = async (quiz: EducatorQuizFieldsFragment) => {
    try {
      await deleteQuiz({ variables: { id: quiz.id } });
      showToast('success', t('courseEditor.quizzes.deleted', { title: quiz.title }));
    } catch (error) {
      showToast('error', errorMessage(error, t('courseEditor.quizzes.deleteFailed')));
    }
    setConfirming(undefined);
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" id={headingId} size="md">
        {t('courseEditor.quizzes.heading')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('courseEditor.quizzes.intro')}
      </Text>
      {query.error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>
            {errorMessage(query.error, t('courseEditor.quizzes.loadFailed'))}
          </Alert.Description>
        </Alert.Root>
      ) : !query.data ? (
        <Spinner size="sm" role="status" aria-label={t('courseEditor.quizzes.loading')} />
      ) : (
        <>
          <Checkbox.Root
            colorPalette="brand"
            checked={query.data.course.requiresWatchedLectures}
            disabled={watchedState.loading}
            onCheckedChange={(details) =>
              void setWatched({
                variables: { courseId, required: details.checked === true },
              }).catch((error: unknown) =>
                showToast('error', errorMessage(error, t('courseEditor.quizzes.settingFailed'))),
              )
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('courseEditor.quizzes.requireWatched')}</Checkbox.Label>
          </Checkbox.Root>
          {chapters.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              {t('courseEditor.quizzes.saveChapterFirst')}
            </Text>
          )}
          <Stack as="ul" gap="3" ps="0" listStyleType="none">
            {choices.map((chapter) => {
              const inChapter = quizzes.filter((q) => q.chapterId === chapter.chapterId);
              return (
                <Box as="li" key={chapter.chapterId} borderWidth="1px" rounded="lg" p="3">
                  <Heading as="h3" size="sm" overflowWrap="anywhere" mb="2">
                    {chapter.chapterTitle}
                  </Heading>
                  {inChapter.length > 0 && (
                    <Stack as="ul" gap="2" ps="0" listStyleType="none" mb="2">
                      {inChapter.map((quiz) => (
                        <QuizRow
                          key={quiz.id}
                          quiz={quiz}
                          place={placeLabel(quiz.position, chapter.lectureTitles.length)}
                          confirming={confirming === quiz.id}
                          onEdit={() =>
                            setDialog({
                              draft: draftFrom(quiz, chapter.lectureTitles.length),
                              quizId: quiz.id,
                            })
                          }
                          onDelete={() =>
                            confirming === quiz.id ? void remove(quiz) : setConfirming(quiz.id)
                          }
                        />
                      ))}
                    </Stack>
                  )}
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    colorPalette="brand"
                    aria-label={t('courseEditor.quizzes.addQuizTo', {
                      title: chapter.chapterTitle,
                    })}
                    onClick={() =>
                      setDialog({
                        draft: newQuizDraft(chapter.chapterId, chapter.lectureTitles.length),
                      })
                    }
                  >
                    <LuPlus /> {t('courseEditor.quizzes.addQuiz')}
                  </Button>
                </Box>
              );
            })}
          </Stack>
        </>
      )}
      <QuizFormDialog
        initial={dialog?.draft ?? null}
        editing={Boolean(dialog?.quizId)}
        chapters={choices}
        onClose={() => setDialog(null)}
        onSave={save}
      />
    </Stack>
  );
}

const placeLabel = (position: number, lectures: number) =>
  position === 0
    ? translate('courseEditor.quizzes.atStart')
    : translate('courseEditor.quizzes.afterLecture', { number: Math.min(position, lectures) });

function QuizRow({
  quiz,
  place,
  confirming,
  onEdit,
  onDelete,
}: {
  quiz: EducatorQuizFieldsFragment;
  place: string;
  confirming: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  const { stats } = quiz;
  const questions = quiz.questions.length;
  const summary = {
    place,
    questions,
    questionCount: formatCount(questions),
    passMark: formatCount(quiz.passMarkPercent),
  };
  return (
    <Flex as="li" gap="2" align="center" wrap="wrap" data-testid="educator-quiz">
      <Stack gap="0" flex="1" minW="12rem">
        <Text fontWeight="medium" overflowWrap="anywhere">
          {quiz.title}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {quiz.attemptLimit === null
            ? t('courseEditor.quizzes.summary', summary)
            : t('courseEditor.quizzes.summaryWithAttempts', {
                ...summary,
                attempts: quiz.attemptLimit,
                attemptCount: formatCount(quiz.attemptLimit),
              })}
        </Text>
        <Text fontSize="xs" color="fg.muted" data-testid="quiz-stats">
          {stats.attempts === 0
            ? t('courseEditor.quizzes.noAttempts')
            : t('courseEditor.quizzes.stats', {
                attempts: stats.attempts,
                attemptCount: formatCount(stats.attempts),
                learners: stats.learners,
                learnerCount: formatCount(stats.learners),
                passRate: formatCount(stats.passRatePercent ?? 0),
                passed: formatCount(stats.learnersPassed),
              })}
        </Text>
      </Stack>
      <Button
        type="button"
        size="xs"
        variant="outline"
        onClick={onEdit}
        aria-label={t('courseEditor.quizzes.editQuiz', { title: quiz.title })}
      >
        <LuPencil /> {t('courseEditor.quizzes.edit')}
      </Button>
      <Button
        type="button"
        size="xs"
        variant={confirming ? 'solid' : 'outline'}
        colorPalette="red"
        onClick={onDelete}
        aria-label={
          confirming
            ? t('courseEditor.quizzes.confirmDeleteQuiz', { title: quiz.title })
            : t('courseEditor.quizzes.deleteQuiz', { title: quiz.title })
        }
      >
        <LuTrash2 />{' '}
        {t(confirming ? 'courseEditor.quizzes.confirmDelete' : 'courseEditor.quizzes.delete')}
      </Button>
    </Flex>
  );
}
