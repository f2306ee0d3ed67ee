import type { MockedResponse } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  CompleteLectureDocument,
  CourseProgressDocument,
  MyCertificateDocument,
  PlayerCourseDocument,
} from '../generated/graphql';
import { RateCourseDocument, SaveLecturePositionDocument } from '../generated/playerActions';
import {
  PlayerQuizzesDocument,
  SubmitQuizAttemptDocument,
  TakeQuizDocument,
} from '../generated/quizzes';
import PlayerPage from './PlayerPage';
import { renderWithProviders } from '../test/renderWithProviders';
import type { YouTubeNamespace, YouTubePlayerOptions } from '../features/video/youtubeApi';
import { findToast } from '../test/findToast';
import { graphQLError, progress, resumePoint, signIn } from '../features/learning/test/fixtures';

const lecture = (id: string, title: string, lectureUrl: string | null, order = 1) => ({
  __typename: 'Lecture',
  lectureId: id,
  lectureTitle: title,
  lectureDuration: 65,
  lectureUrl,
  isPreviewFree: false,
  lectureOrder: order,
});

function playerCourse(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Course',
    id: 'c1',
    courseTitle: 'Personal Branding Masterclass',
    viewerIsEnrolled: true,
    viewerRating: 3 as number | null,
    viewerReview: 'Helpful start.' as string | null,
    viewerReviewHidden: false,
    educator: { __typename: 'Educator', id: 'edu-1' },
    averageRating: 4,
    ratingCount: 2,
    courseContent: [
      {
        __typename: 'Chapter',
        chapterId: 'ch1',
        chapterTitle: 'Getting Started',
        chapterOrder: 1,
        chapterContent: [
          lecture('l1', 'Welcome', 'https://youtu.be/dQw4w9WgXcQ'),
          lecture('l2', 'Broken link', 'https://vimeo.com/123456', 2),
        ],
      },
      {
        __typename: 'Chapter',
        chapterId: 'ch2',
        chapterTitle: 'Going Further',
        chapterOrder: 2,
        chapterContent: [lecture('l3', 'No link yet', null)],
      },
    ],
    ...overrides,
  };
}

const courseMock = (result: MockedResponse['result']): MockedResponse => ({
  request: { query: PlayerCourseDocument, variables: { id: 'c1' } },
  result,
  delay: 10,
});
const progressMock = (result: MockedResponse['result']): MockedResponse => ({
  request: { query: CourseProgressDocument, variables: { courseId: 'c1' } },
  result,
  delay: 10,
});

function renderRoute(mocks: MockedResponse[], route = '/player/c1') {
  return renderWithProviders(
    <Routes>
      <Route path="/player/:courseId" element={<PlayerPage />} />
    </Routes>,
    // The app's type policies: a course's progress is one object, read by several queries.
    { route, mocks, appCache: true },
  );
}

function renderPlayer(extra: MockedResponse[] = [], course = playerCourse(), done: string[] = []) {
  return renderRoute([
    courseMock({ data: { course } }),
    progressMock({ data: { courseProgress: progress('c1', done, 3) } }),
    ...extra,
  ]);
}

const completeWelcomeMock: MockedResponse = {
  request: { query: CompleteLectureDocument, variables: { courseId: 'c1', lectureId: 'l1' } },
  result: {
    data: {
      completeLecture: {
        __typename: 'CompleteLectureResult',
        message: 'Progress Updated',
        progress: progress('c1', ['l1'], 3),
        certificate: null,
      },
    },
  },
  delay: 10,
};

const quizzesMock = (...placed: [string, string, number][]): MockedResponse => ({
  request: { query: PlayerQuizzesDocument, variables: { courseId: 'c1', preview: false } },
  result: {
    data: {
      courseQuizzes: placed.map(([chapterId, title, position], i) => ({
        __typename: 'QuizSummary',
        id: `q${i + 1}`,
        chapterId,
        title,
        position,
        questionCount: 2,
        passMarkPercent: 70,
        attemptLimit: null,
      })),
      courseProgress: { __typename: 'CourseProgress', courseId: 'c1', passedQuizIds: [] },
    },
  },
});

const rateFiveMock: MockedResponse = {
  request: { query: RateCourseDocument, variables: { courseId: 'c1', rating: 5 } },
  result: {
    data: {
      rateCourse: {
        __typename: 'RateCourseResult',
        message: 'Rating added',
        rating: 5,
        review: 'Helpful start.',
        averageRating: 4,
        ratingCount: 2,
      },
    },
  },
  delay: 10,
};

const players: YouTubePlayerOptions[] = [];
const instances: FakePlayer[] = [];
class FakePlayer {
  /** What getCurrentTime answers. */
  time = 0;
  constructor(_element: HTMLElement, options: YouTubePlayerOptions) {
    players.push(options);
    instances.push(this);
  }
  getCurrentTime() {
    return this.time;
  }
  destroy() {}
  getIframe() {
    return document.createElement('iframe');
  }
}

beforeEach(() => {
  players.length = 0;
  instances.length = 0;
  window.YT = { Player: FakePlayer as unknown as YouTubeNamespace['Player'] };
});
afterEach(() => delete window.YT);

const lectureRows = () => screen.getAllByTestId('player-lecture');
const summary = () => screen.getByTestId('progress-summary');

const courseTitle = () =>
  screen.findByRole('heading', { level: 1, name: 'Personal Branding Masterclass' });

describe('Player', () => {
  describe('on opening', () => {
    it('shows a loading status, then the course title', async () => {
      renderPlayer();
      expect(screen.getByRole('status', { name: 'Loading course' })).toBeInTheDocument();
      expect(await courseTitle()).toBeInTheDocument();
    });

    it('names the tab after the course once it has loaded', async () => {
      document.title = 'Earlier page | BrandCraft';
      renderPlayer();
      await courseTitle();
      await waitFor(() =>
        expect(document.title).toBe('Personal Branding Masterclass | BrandCraft'),
      );
    });

    it.each([
      { chapter: /Getting Started/, expanded: 'true' },
      { chapter: /Going Further/, expanded: 'false' },
    ])('shows chapter $chapter with aria-expanded=$expanded', async ({ chapter, expanded }) => {
      renderPlayer();
      await courseTitle();
      expect(screen.getByRole('button', { name: chapter })).toHaveAttribute(
        'aria-expanded',
        expanded,
      );
    });

    it("lists the first chapter's lectures with the first one current and its duration", async () => {
      renderPlayer();
      await courseTitle();
      expect(lectureRows()).toHaveLength(2);
      expect(lectureRows()[0]).toHaveAttribute('aria-current', 'true');
      expect(lectureRows()[0]).toHaveTextContent('1h 5m');
      expect(lectureRows()[1]).not.toHaveAttribute('aria-current');
    });

    it('plays the first lecture under its title', async () => {
      renderPlayer();
      expect(await screen.findByRole('heading', { level: 2, name: 'Welcome' })).toBeInTheDocument();
      await waitFor(() => expect(players.map((p) => p.videoId)).toEqual(['dQw4w9WgXcQ']));
    });

    it('shows no progress yet: 0 of 3, 0%', async () => {
      renderPlayer();
      expect(await screen.findByText('0 of 3 lectures completed')).toBeInTheDocument();
      expect(summary()).toHaveTextContent('0%');
    });
  });

  describe('marking a lecture complete', () => {
    async function markWelcomeComplete() {
      renderPlayer([completeWelcomeMock]);
      const mark = await screen.findByRole('button', { name: 'Mark As Complete' });
      await waitFor(() => expect(mark).toBeEnabled());
      expect(screen.getByRole('button', { name: 'Watch: Welcome' })).toBeInTheDocument();
      await userEvent.setup().click(mark);
      await screen.findByRole('button', { name: 'Completed' });
    }

    it("replaces 'Mark As Complete' with a disabled 'Completed'", async () => {
      await markWelcomeComplete();
      expect(screen.getByRole('button', { name: 'Completed' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Mark As Complete' })).not.toBeInTheDocument();
    });

    it("turns only that lecture's 'Watch' into 'Rewatch' with a Completed icon", async () => {
      await markWelcomeComplete();
      expect(screen.getByRole('button', { name: 'Rewatch: Welcome' })).toBeInTheDocument();
      expect(within(lectureRows()[0]).getByRole('img', { name: 'Completed' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Watch: Broken link' })).toBeInTheDocument();
    });

    it('shows the new progress: 1 of 3, 33%', async () => {
      await markWelcomeComplete();
      expect(summary()).toHaveTextContent('1 of 3 lectures completed');
      expect(summary()).toHaveTextContent('33%');
    });

    it("toasts the server's 'Progress Updated'", async () => {
      await markWelcomeComplete();
      expect((await findToast('Progress Updated')).dataset.type).toBe('success');
    });
  });

  describe('moving on', () => {
    const chapterButton = (name: RegExp) => screen.getByRole('button', { name });
    const lectureHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

    it('goes Next across chapters, with Previous back, each absent at its end of the course', async () => {
      const user = userEvent.setup();
      renderPlayer();
      await lectureHeading('Welcome');
      expect(screen.queryByRole('button', { name: /^Previous lecture/ })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Next lecture: Broken link' }));
      await lectureHeading('Broken link');
      expect(screen.getByRole('button', { name: 'Previous lecture: Welcome' })).toBeEnabled();

      await user.click(screen.getByRole('button', { name: 'Next lecture: No link yet' }));
      await lectureHeading('No link yet');
      expect(chapterButton(/Going Further/)).toHaveAttribute('aria-expanded', 'true');
      expect(screen.queryByRole('button', { name: /^Next lecture/ })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Previous lecture: Broken link' }));
      await lectureHeading('Broken link');
    });

    it("steps through a chapter's quiz with Next and Previous, between the lectures around it", async () => {
      const user = userEvent.setup();
      renderPlayer([quizzesMock(['ch1', 'Check-in', 1])]);
      await lectureHeading('Welcome');
      await user.click(await screen.findByRole('button', { name: 'Next quiz: Check-in' }));
      expect(screen.getByTestId('player-quiz')).toHaveAttribute('aria-current', 'true');
      await user.click(screen.getByRole('button', { name: 'Next lecture: Broken link' }));
      await lectureHeading('Broken link');
      await user.click(screen.getByRole('button', { name: 'Previous quiz: Check-in' }));
      await user.click(screen.getByRole('button', { name: 'Previous lecture: Welcome' }));
      await lectureHeading('Welcome');
    });

    it('lists the quiz of a chapter without lectures, and reaches it with Next', async () => {
      const user = userEvent.setup();
      const course = playerCourse();
      course.courseContent.push({
        __typename: 'Chapter',
        chapterId: 'ch3',
        chapterTitle: 'Wrap-up',
        chapterOrder: 3,
        chapterContent: [],
      });
      renderPlayer([quizzesMock(['ch3', 'Final check', 0])], course);
      await lectureHeading('Welcome');
      await user.click(chapterButton(/Wrap-up/));
      expect(await screen.findByRole('button', { name: 'Take quiz: Final check' })).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Next lecture: Broken link' }));
      await user.click(await screen.findByRole('button', { name: 'Next lecture: No link yet' }));
      await user.click(await screen.findByRole('button', { name: 'Next quiz: Final check' }));
      expect(screen.getByTestId('player-quiz')).toHaveAttribute('aria-current', 'true');
    });

    it('reaches Next by keyboard', async () => {
      const user = userEvent.setup();
      renderPlayer();
      await lectureHeading('Welcome');
      screen.getByRole('button', { name: 'Next lecture: Broken link' }).focus();
      await user.keyboard('{Enter}');
      expect(await lectureHeading('Broken link')).toBeInTheDocument();
    });

    it("moves focus to Next once 'Mark As Complete' has become 'Completed'", async () => {
      const user = userEvent.setup();
      renderPlayer([completeWelcomeMock]);
      const mark = await screen.findByRole('button', { name: 'Mark As Complete' });
      await waitFor(() => expect(mark).toBeEnabled());
      await user.click(mark);
      await screen.findByRole('button', { name: 'Completed' });
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Next lecture: Broken link' })).toHaveFocus(),
      );
    });

    it("opens a resumed lecture's own chapter, not the first", async () => {
      renderRoute([
        courseMock({ data: { course: playerCourse() } }),
        progressMock({ data: { courseProgress: progress('c1', [], 3, resumePoint('l3', 0)) } }),
      ]);
      await lectureHeading('No link yet');
      expect(chapterButton(/Going Further/)).toHaveAttribute('aria-expanded', 'true');
      expect(chapterButton(/Getting Started/)).toHaveAttribute('aria-expanded', 'false');
    });

    it('puts the lecture list before the rating in reading order (first on phones)', async () => {
      renderPlayer();
      await lectureHeading('Welcome');
      const list = screen.getByRole('heading', { level: 2, name: 'Course Content' });
      const rating = screen.getByRole('group', { name: 'Rate this course:' });
      expect(list.compareDocumentPosition(rating) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
  });

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

  it('shows Rewatch and Completed for lectures already done', async () => {
    renderPlayer([], playerCourse(), ['l1']);
    expect(await screen.findByRole('button', { name: 'Completed' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Rewatch: Welcome' })).toBeInTheDocument();
  });

  describe('rating', () => {
    const starGroup = () => screen.findByRole('group', { name: 'Rate this course:' });

    it('offers five labelled stars', async () => {
      renderPlayer();
      const stars = within(await starGroup()).getAllByRole('button');
      expect(stars.map((s) => s.getAttribute('aria-label'))).toEqual([
        'Rate 1 star',
        'Rate 2 stars',
        'Rate 3 stars',
        'Rate 4 stars',
        'Rate 5 stars',
      ]);
    });

    it("shows the viewer's rating as the pressed star and in words", async () => {
      renderPlayer();
      const stars = within(await starGroup()).getAllByRole('button');
      expect(stars.map((s) => s.getAttribute('aria-pressed'))).toEqual([
        'false',
        'false',
        'true',
        'false',
        'false',
      ]);
      expect(screen.getByTestId('your-rating')).toHaveTextContent('Your rating: 3 of 5');
    });

    it('saves a new rating, toasts and shows it as the pressed star and in words', async () => {
      renderPlayer([rateFiveMock]);
      const group = await starGroup();
      await userEvent.setup().click(within(group).getByRole('button', { name: 'Rate 5 stars' }));
      expect((await findToast('Rating added')).dataset.type).toBe('success');
      await waitFor(() =>
        expect(within(group).getByRole('button', { name: 'Rate 5 stars' })).toHaveAttribute(
          'aria-pressed',
          'true',
        ),
      );
      expect(within(group).getByRole('button', { name: 'Rate 3 stars' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(screen.getByTestId('your-rating')).toHaveTextContent('Your rating: 5 of 5');
    });
  });

  describe('written review', () => {
    const reviewBox = () => screen.findByRole('textbox', { name: 'Your review (optional)' });
    const saveReview = () => screen.getByRole('button', { name: 'Save review' });
    const saveReviewMock = (review: string, saved: string | null): MockedResponse => ({
      request: { query: RateCourseDocument, variables: { courseId: 'c1', rating: 3, review } },
      result: {
        data: {
          rateCourse: {
            __typename: 'RateCourseResult',
            message: 'Rating added',
            rating: 3,
            review: saved,
            averageRating: 3,
            ratingCount: 2,
          },
        },
      },
      delay: 10,
    });

    it("prefills the viewer's review and counts its characters against the limit", async () => {
      renderPlayer();
      expect(await reviewBox()).toHaveValue('Helpful start.');
      expect(screen.getByTestId('review-counter')).toHaveTextContent('14 / 2,000 characters');
      expect(saveReview()).toBeDisabled(); // nothing changed yet
    });

    it('saves an edited review with the current stars and toasts', async () => {
      renderPlayer([
        saveReviewMock('Helpful start. Loved chapter 2!', 'Helpful start. Loved chapter 2!'),
      ]);
      const user = userEvent.setup();
      await user.type(await reviewBox(), ' Loved chapter 2!');
      expect(screen.getByTestId('review-counter')).toHaveTextContent('31 / 2,000 characters');
      await user.click(saveReview());
      expect((await findToast('Review saved')).dataset.type).toBe('success');
      expect(await reviewBox()).toHaveValue('Helpful start. Loved chapter 2!');
      await waitFor(() => expect(saveReview()).toBeDisabled());
    });

    it('tells the learner when moderators hid their review, and still lets them edit it', async () => {
      renderPlayer([], playerCourse({ viewerReviewHidden: true }));
      expect(await screen.findByTestId('review-hidden')).toHaveTextContent(
        'Moderators hid your review from the course page. You can still edit it; it stays hidden.',
      );
      const box = screen.getByRole('textbox', { name: /review/i });
      expect(box).toHaveValue('Helpful start.');
      // Read with the box, for a learner who tabs straight to it.
      expect(box).toHaveAccessibleDescription(/^Moderators hid your review from the course page/);
    });

    it('says nothing of moderation for a review on show', async () => {
      renderPlayer();
      await screen.findByText('Your rating: 3 of 5');
      expect(screen.queryByTestId('review-hidden')).toBeNull();
    });

    it('removes the review when saved empty', async () => {
      renderPlayer([saveReviewMock('', null)]);
      const user = userEvent.setup();
      await user.clear(await reviewBox());
      await user.click(saveReview());
      expect((await findToast('Review removed')).dataset.type).toBe('success');
      expect(await reviewBox()).toHaveValue('');
    });

    it('refuses to save a review over the limit', async () => {
      renderPlayer();
      fireEvent.change(await reviewBox(), { target: { value: 'x'.repeat(2001) } });
      expect(screen.getByTestId('review-counter')).toHaveTextContent('2,001 / 2,000 characters');
      expect(screen.getByText('Review must be at most 2000 characters')).toBeVisible();
      expect(await reviewBox()).toHaveAttribute('aria-invalid', 'true');
      expect(saveReview()).toBeDisabled();
    });

    it('asks for stars before a review can be saved', async () => {
      renderPlayer([], playerCourse({ viewerRating: null, viewerReview: null }));
      await userEvent.setup().type(await reviewBox(), 'Great');
      expect(saveReview()).toBeDisabled();
      expect(screen.getByText(/Choose your stars above first/)).toBeInTheDocument();
    });

    it.each([
      [
        'the owner',
        { id: 'edu-1', role: 'EDUCATOR' },
        'You teach this course: ratings and reviews are left to your students.',
      ],
      ['an admin', { role: 'ADMIN' }, 'Admins do not rate or review courses.'],
    ])('is not offered to %s, who is told why', async (_who, me, why) => {
      renderPlayer([signIn(me)]);
      expect(await screen.findByText(why)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Course Content' })).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Rate this course:' })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: /review/i })).not.toBeInTheDocument();
    });
  });

  describe('preview as a student', () => {
    it('opens for the owner with a banner, asks for no progress and cannot mark lectures complete', async () => {
      // No progress mock: asking for it would fail the test with "No more mocked responses".
      renderRoute(
        [
          signIn({ id: 'edu-1', role: 'EDUCATOR' }),
          courseMock({ data: { course: playerCourse() } }),
        ],
        '/player/c1?preview=student',
      );
      expect(await screen.findByText('Previewing as a student')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the course page' })).toHaveAttribute(
        'href',
        '/course/c1?preview=student',
      );
      expect(await screen.findByRole('button', { name: 'Mark As Complete' })).toBeDisabled();
      expect(
        screen.getByText('Learners mark lectures complete and rate the course here.'),
      ).toBeInTheDocument();
      expect(screen.queryByText('You are not enrolled in this course')).not.toBeInTheDocument();
    });
  });

  describe('video problems', () => {
    it('explains a video that fails to load', async () => {
      renderPlayer();
      await waitFor(() => expect(players).toHaveLength(1));
      act(() =>
        players[0].events?.onError?.({
          target: instances[0],
          data: 100,
        }),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Error loading video. Please check the video URL.',
      );
    });

    it.each([
      {
        lecture: 'Broken link',
        chapter: null,
        messages: ['Invalid YouTube URL', 'Please contact support to fix this video.'],
      },
      { lecture: 'No link yet', chapter: /Going Further/, messages: ['Video URL not available'] },
    ])('explains $lecture without starting a player', async ({ lecture, chapter, messages }) => {
      renderPlayer();
      const user = userEvent.setup();
      await waitFor(() => expect(players).toHaveLength(1));
      if (chapter) await user.click(screen.getByRole('button', { name: chapter }));
      await user.click(screen.getByRole('button', { name: `Watch: ${lecture}` }));
      expect(screen.getByRole('heading', { level: 2, name: lecture })).toBeInTheDocument();
      for (const message of messages) expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(players).toHaveLength(1);
    });

    it('marks the chosen lecture current even when its link is invalid', async () => {
      renderPlayer();
      await userEvent
        .setup()
        .click(await screen.findByRole('button', { name: 'Watch: Broken link' }));
      expect(lectureRows()[1]).toHaveAttribute('aria-current', 'true');
    });
  });

  describe('resuming where the learner left off', () => {
    const courseWithTwoVideos = () =>
      playerCourse({
        courseContent: [
          {
            __typename: 'Chapter',
            chapterId: 'ch1',
            chapterTitle: 'Getting Started',
            chapterOrder: 1,
            chapterContent: [
              lecture('l1', 'Welcome', 'https://youtu.be/dQw4w9WgXcQ'),
              lecture('l2', 'Second steps', 'https://youtu.be/a_b-C1d2E3f', 2),
            ],
          },
        ],
      });
    const saveMock = (lectureId: string, positionSeconds: number) => {
      const result = jest.fn(() => ({
        data: {
          saveLecturePosition: resumePoint(lectureId, positionSeconds, 'Saved'),
        },
      }));
      const mock: MockedResponse = {
        request: {
          query: SaveLecturePositionDocument,
          variables: { courseId: 'c1', lectureId, positionSeconds },
        },
        result,
      };
      return { mock, result };
    };
    function openResumed(extra: MockedResponse[] = [], resume = resumePoint('l2', 95)) {
      renderRoute([
        courseMock({ data: { course: courseWithTwoVideos() } }),
        progressMock({ data: { courseProgress: progress('c1', [], 2, resume) } }),
        ...extra,
      ]);
    }
    const playerEvent = (data: number) =>
      act(() => players.at(-1)?.events?.onStateChange?.({ target: instances.at(-1)!, data }));

    it('opens the remembered lecture at the saved second', async () => {
      openResumed();
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Second steps' }),
      ).toBeInTheDocument();
      await waitFor(() => expect(players).toHaveLength(1));
      expect(players[0]).toMatchObject({ videoId: 'a_b-C1d2E3f', playerVars: { start: 95 } });
      expect(lectureRows()[1]).toHaveAttribute('aria-current', 'true');
      expect(screen.getByText(/Resuming at 1:35/)).toBeInTheDocument();
    });

    it('opens the first lecture from its start when the remembered one left the course', async () => {
      openResumed([], resumePoint('gone', 95));
      expect(await screen.findByRole('heading', { level: 2, name: 'Welcome' })).toBeInTheDocument();
      await waitFor(() => expect(players).toHaveLength(1));
      expect(players[0].videoId).toBe('dQw4w9WgXcQ');
      expect(players[0].playerVars).not.toHaveProperty('start');
      expect(screen.queryByText(/Resuming at/)).not.toBeInTheDocument();
    });

    it('saves the position when the video pauses', async () => {
      const save = saveMock('l2', 130);
      openResumed([save.mock]);
      await waitFor(() => expect(players).toHaveLength(1));
      instances[0].time = 129.6;
      playerEvent(1); // playing
      instances[0].time = 130.2;
      playerEvent(2); // paused
      await waitFor(() => expect(save.result).toHaveBeenCalledTimes(1));
    });

    it('saves a newly picked lecture from its start, which then plays from its start', async () => {
      const save = saveMock('l1', 0);
      openResumed([save.mock]);
      await waitFor(() => expect(players).toHaveLength(1));
      await userEvent.setup().click(screen.getByRole('button', { name: 'Watch: Welcome' }));
      await waitFor(() => expect(save.result).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(players).toHaveLength(2));
      expect(players[1].videoId).toBe('dQw4w9WgXcQ');
      expect(players[1].playerVars).not.toHaveProperty('start');
    });
  });

  it('tells a viewer who is not enrolled and links to the course page', async () => {
    renderRoute([
      courseMock({
        data: { course: playerCourse({ viewerIsEnrolled: false, viewerRating: null }) },
      }),
      progressMock({ errors: [graphQLError('You are not enrolled in this course', 'FORBIDDEN')] }),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are not enrolled in this course' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the course page' })).toHaveAttribute(
      'href',
      '/course/c1',
    );
    expect(screen.queryByRole('button', { name: 'Mark As Complete' })).not.toBeInTheDocument();
  });

  it("shows 'Course not found' for an unknown course", async () => {
    renderRoute([
      courseMock({ errors: [graphQLError('Course not found', 'NOT_FOUND')] }),
      progressMock({ errors: [graphQLError('Course not found', 'NOT_FOUND')] }),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Course not found' }),
    ).toBeInTheDocument();
  });
});
