import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { SubmitQuizAttemptDocument, TakeQuizDocument } from './quizzes.generated';
import { renderWithProviders } from '../../../test/renderWithProviders';
import QuizPanel from './QuizPanel';

const quiz = {
  __typename: 'Quiz',
  id: 'quiz-1',
  courseId: 'course-1',
  title: 'SEO basics',
  passMarkPercent: 50,
  attemptLimit: 2,
  attemptsUsed: 0,
  attemptsLeft: 2,
  passed: false,
  lastAttempt: null,
  questions: [
    {
      __typename: 'QuizQuestion',
      id: 'q1',
      kind: 'SINGLE_CHOICE',
      prompt: 'What does SEO stand for?',
      options: [
        { __typename: 'QuizOption', id: 'o1', text: 'Search engine optimisation' },
        { __typename: 'QuizOption', id: 'o2', text: 'Sales email outreach' },
      ],
    },
    {
      __typename: 'QuizQuestion',
      id: 'q2',
      kind: 'MULTIPLE_CHOICE',
      prompt: 'Which are social networks?',
      options: [
        { __typename: 'QuizOption', id: 'o3', text: 'LinkedIn' },
        { __typename: 'QuizOption', id: 'o4', text: 'Instagram' },
        { __typename: 'QuizOption', id: 'o5', text: 'PostgreSQL' },
      ],
    },
  ],
};

const attempt = {
  __typename: 'QuizAttemptResult',
  id: 'a1',
  quizId: 'quiz-1',
  attemptNumber: 1,
  scorePercent: 50,
  passed: true,
  correctCount: 1,
  questionCount: 2,
  submittedAt: '2026-11-27T10:00:00.000Z',
  questions: [
    {
      __typename: 'QuizQuestionResult',
      questionId: 'q1',
      prompt: 'What does SEO stand for?',
      chosenOptionIds: ['o1'],
      answeredCorrectly: true,
      explanation: 'Optimising for search engines.',
    },
    {
      __typename: 'QuizQuestionResult',
      questionId: 'q2',
      prompt: 'Which are social networks?',
      chosenOptionIds: ['o3'],
      answeredCorrectly: false,
      explanation: 'Instagram is one too.',
    },
  ],
};

const mocks = [
  { request: { query: TakeQuizDocument, variables: { id: 'quiz-1' } }, result: { data: { quiz } } },
  {
    request: {
      query: SubmitQuizAttemptDocument,
      variables: {
        quizId: 'quiz-1',
        answers: [
          { questionId: 'q1', optionIds: ['o1'] },
          { questionId: 'q2', optionIds: ['o3'] },
        ],
      },
    },
    result: {
      data: {
        submitQuizAttempt: {
          __typename: 'SubmitQuizAttemptResult',
          attempt,
          quiz: {
            __typename: 'Quiz',
            id: 'quiz-1',
            attemptsUsed: 1,
            attemptsLeft: 1,
            passed: true,
            lastAttempt: attempt,
          },
          certificate: {
            __typename: 'Certificate',
            id: 'cert-1',
            learnerName: 'Priya Sharma',
            courseTitle: 'SEO for Creators',
            educatorName: 'Edu Cator',
            completedAt: '2026-11-27T10:00:00.000Z',
            pdfUrl: 'https://brandcraft.test/certificates/cert-1.pdf',
          },
          progress: {
            __typename: 'CourseProgress',
            courseId: 'course-1',
            passedQuizIds: ['quiz-1'],
          },
        },
      },
    },
  },
];

describe('QuizPanel', () => {
  it('submits once every question is answered, then shows the score, each result and its explanation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuizPanel quizId="quiz-1" onClose={() => {}} />, { mocks });
    expect(await screen.findByRole('heading', { name: 'Quiz: SEO basics' })).toBeInTheDocument();
    expect(screen.getByText(/2 attempts left of 2/)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit answers' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('2 questions left to answer')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Search engine optimisation' }));
    await user.click(screen.getByRole('checkbox', { name: 'LinkedIn' }));
    expect(submit).toBeEnabled();
    // jsdom has no PointerEvent, which Zag's radio group builds on a later pointer press.
    fireEvent.click(submit);

    const result = await screen.findByTestId('quiz-result');
    expect(within(result).getByText(/Passed: 50% \(1 of 2 right\)/)).toBeInTheDocument();
    expect(within(result).getByText('Optimising for search engines.')).toBeInTheDocument();
    expect(within(result).getByText('Instagram is one too.')).toBeInTheDocument();
    expect(within(result).getAllByText('Correct')).toHaveLength(1);
    expect(within(result).getAllByText('Incorrect')).toHaveLength(1);
    expect(within(result).getByText('Your answer: LinkedIn')).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: 'view your certificate' })).toHaveAttribute(
      'href',
      '/certificate/cert-1',
    );
    expect(screen.getByText(/1 attempt left of 2/)).toBeInTheDocument();
  });

  it('shows the result again when the learner comes back to the quiz', async () => {
    function LeaveAndReturn() {
      const [open, setOpen] = useState(true);
      return (
        <>
          {open && <QuizPanel quizId="quiz-1" onClose={() => {}} />}
          <button onClick={() => setOpen(!open)}>{open ? 'Leave' : 'Return'}</button>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<LeaveAndReturn />, { mocks });
    await user.click(await screen.findByRole('radio', { name: 'Search engine optimisation' }));
    await user.click(screen.getByRole('checkbox', { name: 'LinkedIn' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    await screen.findByTestId('quiz-result');
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await user.click(screen.getByRole('button', { name: 'Return' }));
    const result = await screen.findByTestId('quiz-result');
    expect(within(result).getByText(/Passed: 50% \(1 of 2 right\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit answers' })).not.toBeInTheDocument();
  });

  it('reads without a submit button when previewing', async () => {
    renderWithProviders(<QuizPanel quizId="quiz-1" readOnly onClose={() => {}} />, { mocks });
    expect(
      await screen.findByText('Learners answer and submit the quiz here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit answers' })).not.toBeInTheDocument();
  });
});
