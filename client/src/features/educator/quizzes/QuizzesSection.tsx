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
import { plural } from '../../../lib/format';
import { showToast } from '../../../components/ui/toaster';
import { QuizFormDialog, type ChapterChoice } from './QuizFormDialog';
import { draftFrom, newQuizDraft, toQuizInput, type QuizDraft } from './quizDraft';

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
    showToast('success', dialog?.quizId ? 'Quiz saved' : 'Quiz added');
  };

  const remove = async (quiz: EducatorQuizFieldsFragment) => {
    try {
      await deleteQuiz({ variables: { id: quiz.id } });
      showToast('success', `Quiz "${quiz.title}" deleted`);
    } catch (error) {
      showToast('error', errorMessage(error, 'The quiz could not be deleted'));
    }
    setConfirming(undefined);
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" id={headingId} size="md">
        Quizzes
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Quizzes and the setting below save at once, without UPDATE; a quiz goes in a chapter already
        saved. A learner&apos;s certificate needs every quiz passed.
      </Text>
      {query.error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>
            {errorMessage(query.error, 'Could not load the quizzes')}
          </Alert.Description>
        </Alert.Root>
      ) : !query.data ? (
        <Spinner size="sm" role="status" aria-label="Loading quizzes" />
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
                showToast('error', errorMessage(error, 'Could not save the setting')),
              )
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              Learners must watch each lecture to near its end before marking it complete
            </Checkbox.Label>
          </Checkbox.Root>
          {chapters.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              Save a chapter first, then add quizzes to it.
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
                    aria-label={`Add Quiz to ${chapter.chapterTitle}`}
                    onClick={() =>
                      setDialog({
                        draft: newQuizDraft(chapter.chapterId, chapter.lectureTitles.length),
                      })
                    }
                  >
                    <LuPlus /> Add Quiz
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
  position === 0 ? 'At the start of the chapter' : `After lecture ${Math.min(position, lectures)}`;

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
  const { stats } = quiz;
  return (
    <Flex as="li" gap="2" align="center" wrap="wrap" data-testid="educator-quiz">
      <Stack gap="0" flex="1" minW="12rem">
        <Text fontWeight="medium" overflowWrap="anywhere">
          {quiz.title}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {place} · {plural(quiz.questions.length, 'question')} · pass mark {quiz.passMarkPercent}%
          {quiz.attemptLimit !== null && ` · ${plural(quiz.attemptLimit, 'attempt')} allowed`}
        </Text>
        <Text fontSize="xs" color="fg.muted" data-testid="quiz-stats">
          {stats.attempts === 0
            ? 'No attempts yet'
            : `${plural(stats.attempts, 'attempt')} by ${plural(stats.learners, 'learner')} · pass rate ${stats.passRatePercent}% · ${stats.learnersPassed} passed`}
        </Text>
      </Stack>
      <Button
        type="button"
        size="xs"
        variant="outline"
        onClick={onEdit}
        aria-label={`Edit quiz ${quiz.title}`}
      >
        <LuPencil /> Edit
      </Button>
      <Button
        type="button"
        size="xs"
        variant={confirming ? 'solid' : 'outline'}
        colorPalette="red"
        onClick={onDelete}
        aria-label={
          confirming ? `Confirm deleting quiz ${quiz.title}` : `Delete quiz ${quiz.title}`
        }
      >
        <LuTrash2 /> {confirming ? 'Confirm delete' : 'Delete'}
      </Button>
    </Flex>
  );
}
