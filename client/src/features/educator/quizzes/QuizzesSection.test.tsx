import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { CreateQuizDocument, EducatorQuizzesDocument } from './educatorQuizzes.generated';
import { renderWithProviders } from '../../../test/renderWithProviders';
import QuizzesSection from './QuizzesSection';

const chapters = [
  {
    chapterId: 'ch1',
    chapterTitle: 'Getting started',
    chapterContent: [{ lectureTitle: 'Welcome' }, { lectureTitle: 'Your audience' }],
  },
];

const listed = (quizzes: unknown[]) => ({
  request: { query: EducatorQuizzesDocument, variables: { courseId: 'course-1' } },
  result: {
    data: {
      educatorQuizzes: quizzes,
      course: { __typename: 'Course', id: 'course-1', requiresWatchedLectures: false },
    },
  },
});

const stored = {
  __typename: 'EducatorQuiz',
  id: 'quiz-1',
  chapterId: 'ch1',
  position: 2,
  title: 'Chapter check',
  passMarkPercent: 70,
  attemptLimit: 3,
  shuffle: false,
  questions: [
    {
      __typename: 'EducatorQuizQuestion',
      id: 'q1',
      kind: 'TRUE_FALSE',
      prompt: 'Consistency matters.',
      explanation: null,
      options: [
        { __typename: 'EducatorQuizOption', id: 'o1', text: 'True', correct: true },
        { __typename: 'EducatorQuizOption', id: 'o2', text: 'False', correct: false },
      ],
    },
  ],
  stats: {
    __typename: 'QuizStats',
    attempts: 4,
    passedAttempts: 1,
    learners: 2,
    learnersPassed: 1,
    passRatePercent: 25,
  },
};

describe('QuizzesSection', () => {
  it("lists each chapter's quizzes with where they sit and how learners do", async () => {
    renderWithProviders(<QuizzesSection courseId="course-1" chapters={chapters} />, {
      mocks: [listed([stored])],
    });
    const row = await screen.findByTestId('educator-quiz');
    expect(within(row).getByText('Chapter check')).toBeInTheDocument();
    expect(
      within(row).getByText(/After lecture 2 · 1 question · pass mark 70% · 3 attempts allowed/),
    ).toBeInTheDocument();
    expect(within(row).getByTestId('quiz-stats')).toHaveTextContent(
      '4 attempts by 2 learners · pass rate 25% · 1 passed',
    );
  });

  it("shows the server's refusal next to the field it names, and keeps the dialog open", async () => {
    const user = userEvent.setup();
    const refused = {
      request: {
        query: CreateQuizDocument,
        variables: {
          input: {
            chapterId: 'ch1',
            position: 2,
            title: 'Warm-up',
            passMarkPercent: 120,
            attemptLimit: null,
            shuffle: false,
            questions: [
              {
                kind: 'SINGLE_CHOICE',
                prompt: 'Pick one',
                explanation: null,
                options: [
                  { text: 'A', correct: true },
                  { text: 'B', correct: false },
                ],
              },
            ],
          },
        },
      },
      result: {
        errors: [
          new GraphQLError('Pass mark must be a whole percent from 1 to 100', {
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: [
                {
                  field: 'passMarkPercent',
                  message: 'Pass mark must be a whole percent from 1 to 100',
                },
              ],
            },
          }),
        ],
      },
    };
    renderWithProviders(<QuizzesSection courseId="course-1" chapters={chapters} />, {
      mocks: [listed([]), refused],
    });
    await user.click(await screen.findByRole('button', { name: 'Add Quiz to Getting started' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Quiz' });
    await user.type(within(dialog).getByRole('textbox', { name: /Quiz title/ }), 'Warm-up');
    const passMark = within(dialog).getByRole('spinbutton', { name: 'Pass mark (%)' });
    await user.clear(passMark);
    await user.type(passMark, '120');
    await user.type(within(dialog).getByRole('textbox', { name: /^Question/ }), 'Pick one');
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 1' }), 'A');
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 2' }), 'B');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Quiz' }));
    expect(
      await within(dialog).findAllByText('Pass mark must be a whole percent from 1 to 100'),
    ).not.toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Add Quiz' })).toBeInTheDocument();
  });
});
