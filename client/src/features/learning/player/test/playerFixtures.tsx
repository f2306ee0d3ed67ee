import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import {
  CompleteLectureDocument,
  CourseProgressDocument,
  PlayerCourseDocument,
} from '../player.generated';
import { PlayerQuizzesDocument } from '../../quizzes/quizzes.generated';
import { renderWithProviders } from '../../../../test/renderWithProviders';
import type { YouTubeNamespace, YouTubePlayerOptions } from '../../../video/youtubeApi';
import { progress } from '../../test/fixtures';
import { PlayerView } from '../PlayerView';

/** The player's test course (course c1: two chapters, three lectures), its mocks and a fake YouTube. */
export const lecture = (id: string, title: string, lectureUrl: string | null, order = 1) => ({
  __typename: 'Lecture',
  lectureId: id,
  lectureTitle: title,
  lectureDuration: 65,
  lectureUrl,
  isPreviewFree: false,
  lectureOrder: order,
  description: null as string | null,
  video: null as Record<string, unknown> | null,
});

export function playerCourse(overrides: Record<string, unknown> = {}) {
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

export const courseMock = (result: MockedResponse['result']): MockedResponse => ({
  request: { query: PlayerCourseDocument, variables: { id: 'c1' } },
  result,
  delay: 10,
});
export const progressMock = (result: MockedResponse['result']): MockedResponse => ({
  request: { query: CourseProgressDocument, variables: { courseId: 'c1' } },
  result,
  delay: 10,
});

/** Opens course c1's player at `route`, as /player/{courseId} does. */
export function renderRoute(mocks: MockedResponse[], route = '/player/c1') {
  return renderWithProviders(
    <PlayerView courseId="c1" />,
    // The app's type policies: a course's progress is one object, read by several queries.
    { route, mocks, appCache: true },
  );
}

export function renderPlayer(
  extra: MockedResponse[] = [],
  course = playerCourse(),
  done: string[] = [],
) {
  return renderRoute([
    courseMock({ data: { course } }),
    progressMock({ data: { courseProgress: progress('c1', done, 3) } }),
    ...extra,
  ]);
}

export const completeWelcomeMock: MockedResponse = {
  request: { query: CompleteLectureDocument, variables: { courseId: 'c1', lectureId: 'l1' } },
  result: {
    data: {
      completeLecture: {
        __typename: 'CompleteLectureResult',
        // eslint-disable-next-line no-restricted-syntax -- the server's answer, as a test mock
        message: 'Progress Updated',
        progress: progress('c1', ['l1'], 3),
        certificate: null,
      },
    },
  },
  delay: 10,
};

export const quizzesMock = (...placed: [string, string, number][]): MockedResponse => ({
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

export const players: YouTubePlayerOptions[] = [];
export const instances: FakePlayer[] = [];
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
  seekTo(seconds: number) {
    this.time = seconds;
  }
  destroy() {}
  getIframe() {
    return document.createElement('iframe');
  }
}

/** Stands a fake YouTube player in for the real one around each test; `players` logs its options. */
export function fakeYouTubeEachTest() {
  beforeEach(() => {
    players.length = 0;
    instances.length = 0;
    window.YT = { Player: FakePlayer as unknown as YouTubeNamespace['Player'] };
  });
  afterEach(() => delete window.YT);
}

export const lectureRows = () => screen.getAllByTestId('player-lecture');
export const summary = () => screen.getByTestId('progress-summary');

export const courseTitle = () =>
  screen.findByRole('heading', { level: 1, name: 'Personal Branding Masterclass' });
