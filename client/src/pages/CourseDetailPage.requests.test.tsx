import { useApolloClient, type ApolloClient, type NormalizedCacheObject } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { Suspense, useEffect, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { preloadRoute } from '../routePreload';
import CourseDetailPage from './CourseDetailPage';
import { renderWithProviders } from '../test/renderWithProviders';
import {
  courseDetailMock,
  courseRelatedMock,
  courseReviewsMock,
  detailCourse,
  reviewNode,
} from '../features/courses/test/courseFixtures';

/** The same mock answering every time, counting how often the page asked. */
function counted(mock: MockedResponse) {
  const calls = { count: 0 };
  const answer = mock.result;
  return {
    calls,
    mock: {
      ...mock,
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: () => {
        calls.count += 1;
        return answer as Exclude<typeof answer, undefined | ((...args: never[]) => unknown)>;
      },
    } as MockedResponse,
  };
}

/**
 * As the app opens on a course's address: main.tsx preloads the page's query, and the page renders
 * once the first-load splash lifts (here 100 ms later, the answer long in the cache).
 */
function OpenedOn({ path, thrownAway = false }: { path: string; thrownAway?: boolean }) {
  const client = useApolloClient() as ApolloClient<NormalizedCacheObject>;
  const [started] = useState(() => {
    preloadRoute(path, client);
    return true;
  });
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(started), 100);
    return () => clearTimeout(timer);
  }, [started]);
  const page = thrownAway ? (
    <Suspense fallback={null}>
      <CourseDetailPage />
      <SuspendsOnce />
    </Suspense>
  ) : (
    <CourseDetailPage />
  );
  return shown ? (
    <Routes>
      <Route path="/course/:id" element={page} />
    </Routes>
  ) : null;
}

/** A lazy part still loading: its first render suspends, so React throws that render away. */
let loading: Promise<void> | undefined;
let loaded = false;
function SuspendsOnce() {
  if (loaded) return null;
  loading ??= new Promise((resolve) => setTimeout(resolve, 50)).then(() => {
    loaded = true;
  });
  // React's Suspense contract: a render that is not ready throws the promise it waits for.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw loading;
}

describe('Course detail page requests', () => {
  function setUp() {
    const course = detailCourse();
    const detail = counted(courseDetailMock(course.id, { data: { course } }));
    const reviews = counted(courseReviewsMock(course.id, [reviewNode('r1')]));
    return {
      course,
      detail,
      reviews,
      mocks: [detail.mock, courseRelatedMock(course), reviews.mock],
    };
  }

  async function settle(title: string) {
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByText('Review r1')).toBeInTheDocument();
    // Whatever else the page asks for meanwhile (reviews, related rows) must not send it again.
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  it('loads the course with one CourseDetail request when reached by a link', async () => {
    const { course, detail, reviews, mocks } = setUp();
    renderWithProviders(
      <Routes>
        <Route path="/course/:id" element={<CourseDetailPage />} />
      </Routes>,
      { route: `/course/${course.id}`, mocks, appCache: true },
    );
    await settle(course.courseTitle);
    await waitFor(() => expect(detail.calls.count).toBe(1));
    expect(reviews.calls.count).toBe(1);
  });

  it('sends no second CourseDetail request when the app opened on the page and preloaded it', async () => {
    const { course, detail, mocks } = setUp();
    renderWithProviders(<OpenedOn path={`/course/${course.id}`} />, {
      route: `/course/${course.id}`,
      mocks,
      appCache: true,
    });
    await settle(course.courseTitle);
    expect(detail.calls.count).toBe(1);
  });

  it('sends no second request when the first render of the preloaded page is thrown away', async () => {
    const { course, detail, mocks } = setUp();
    renderWithProviders(<OpenedOn path={`/course/${course.id}`} thrownAway />, {
      route: `/course/${course.id}`,
      mocks,
      appCache: true,
    });
    await settle(course.courseTitle);
    expect(detail.calls.count).toBe(1);
  });
});
