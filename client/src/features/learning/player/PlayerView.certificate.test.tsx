import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyCertificateDocument } from '../../certificates/certificate.generated';
import { CompleteLectureDocument } from './player.generated';
import { SubmitQuizAttemptDocument, TakeQuizDocument } from '../quizzes/quizzes.generated';
import { progress } from '../test/fixtures';
import {
  playerCourse,
  renderPlayer,
  quizzesMock,
  fakeYouTubeEachTest,
} from './test/playerFixtures';

fakeYouTubeEachTest();

describe('Player', () => {
  describe('certificate', () => {
    const certificate = {
      __typename: 'Certificate',
      id: 'cert1',
      learnerName: 'Priya Sharma',
      courseTitle: 'Personal Branding Masterclass',
      educatorName: 'Edu Cator',
      completedAt: '2025-03-04T10:00:00.000Z',
      pdfUrl: 'https://brandcraft.test/certificates/cert1.pdf',
    };
    const completeLastMock: MockedResponse = {
      request: { query: CompleteLectureDocument, variables: { courseId: 'c1', lectureId: 'l1' } },
      result: {
        data: {
          completeLecture: {
            __typename: 'CompleteLectureResult',
            message: 'Progress Updated',
            progress: progress('c1', ['l1', 'l2', 'l3'], 3),
            certificate,
          },
        },
      },
      delay: 10,
    };
    const expectLinks = async () => {
      const notice = await screen.findByTestId('player-certificate');
      expect(
        within(notice).getByRole('link', {
          name: 'Download certificate: Personal Branding Masterclass',
        }),
      ).toHaveAttribute('href', certificate.pdfUrl);
      expect(
        within(notice).getByRole('link', {
          name: 'View certificate: Personal Branding Masterclass',
        }),
      ).toHaveAttribute('href', '/certificate/cert1');
    };

    it('appears right after the last Mark As Complete, without another request', async () => {
      renderPlayer([completeLastMock], playerCourse(), ['l2', 'l3']);
      const mark = await screen.findByRole('button', { name: 'Mark As Complete' });
      await waitFor(() => expect(mark).toBeEnabled());
      expect(screen.queryByTestId('player-certificate')).toBeNull();
      await userEvent.setup().click(mark);
      await expectLinks();
    });

    it('is loaded for a course completed earlier', async () => {
      renderPlayer(
        [
          {
            request: { query: MyCertificateDocument, variables: { courseId: 'c1' } },
            result: { data: { myCertificate: certificate } },
            delay: 10,
          },
        ],
        playerCourse(),
        ['l1', 'l2', 'l3'],
      );
      await expectLinks();
    });

    it('follows a passed last quiz: Passed in the list and the certificate, from the answer alone', async () => {
      const quiz = {
        __typename: 'Quiz',
        id: 'q1',
        courseId: 'c1',
        title: 'Check-in',
        passMarkPercent: 70,
        attemptLimit: null,
        attemptsUsed: 0,
        attemptsLeft: null,
        passed: false,
        lastAttempt: null,
        questions: [
          {
            __typename: 'QuizQuestion',
            id: 'qq1',
            kind: 'TRUE_FALSE',
            prompt: 'Consistency builds trust.',
            options: [
              { __typename: 'QuizOption', id: 'yes', text: 'True' },
              { __typename: 'QuizOption', id: 'no', text: 'False' },
            ],
          },
        ],
      };
      const attempt = {
        __typename: 'QuizAttemptResult',
        id: 'a1',
        quizId: 'q1',
        attemptNumber: 1,
        scorePercent: 100,
        passed: true,
        correctCount: 1,
        questionCount: 1,
        submittedAt: '2025-03-04T10:00:00.000Z',
        questions: [
          {
            __typename: 'QuizQuestionResult',
            questionId: 'qq1',
            prompt: 'Consistency builds trust.',
            chosenOptionIds: ['yes'],
            answeredCorrectly: true,
            explanation: null,
          },
        ],
      };
      // Each mock answers once: a refetch of the quizzes or the certificate would find none.
      renderPlayer(
        [
          quizzesMock(['ch1', 'Check-in', 1]),
          {
            request: { query: MyCertificateDocument, variables: { courseId: 'c1' } },
            result: { data: { myCertificate: null } },
          },
          {
            request: { query: TakeQuizDocument, variables: { id: 'q1' } },
            result: { data: { quiz } },
          },
          {
            request: {
              query: SubmitQuizAttemptDocument,
              variables: { quizId: 'q1', answers: [{ questionId: 'qq1', optionIds: ['yes'] }] },
            },
            result: {
              data: {
                submitQuizAttempt: {
                  __typename: 'SubmitQuizAttemptResult',
                  attempt,
                  quiz: { ...quiz, attemptsUsed: 1, passed: true, lastAttempt: attempt },
                  certificate,
                  progress: { __typename: 'CourseProgress', courseId: 'c1', passedQuizIds: ['q1'] },
                },
              },
            },
            delay: 10,
          },
        ],
        playerCourse(),
        ['l1', 'l2', 'l3'],
      );
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Take quiz: Check-in' }));
      await user.click(await screen.findByRole('radio', { name: 'True' }));
      // jsdom has no PointerEvent, which Zag's radio group builds on a later pointer press.
      fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
      await screen.findByText(/Passed: 100% \(1 of 1 right\)/);
      expect(
        within(screen.getByTestId('player-quiz')).getByRole('img', { name: 'Passed' }),
      ).toBeInTheDocument();
      await expectLinks();
    });

    it('is not shown while lectures remain', async () => {
      renderPlayer([], playerCourse(), ['l1']);
      await screen.findByRole('button', { name: 'Completed' });
      expect(screen.queryByTestId('player-certificate')).toBeNull();
    });
  });
});
