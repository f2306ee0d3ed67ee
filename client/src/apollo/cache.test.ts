import { CoursesDocument, type CoursesQuery } from '../features/courses/courses.generated';
import {
  MyEnrollmentsDocument,
  type MyEnrollmentsQuery,
} from '../features/learning/enrollments/myEnrollments.generated';
import {
  CourseProgressDocument,
  type CourseProgressQuery,
} from '../features/learning/player/player.generated';
import { createCache } from './cache';

function course(id: string) {
  return {
    __typename: 'Course' as const,
    id,
    courseTitle: `Course ${id}`,
    courseThumbnail: '/uploads/x.png',
    thumbnailSources: [],
    coursePrice: 100,
    discount: 0,
    netPrice: 100,
    averageRating: 0,
    ratingCount: 0,
    enrolledStudentsCount: 0,
    inWishlist: false,
    educator: { __typename: 'Educator' as const, id: 'e1', name: 'Edu' },
  };
}

function page(
  ids: string[],
  hasNextPage: boolean,
  endCursor: string | null,
  totalCount = 3,
): CoursesQuery {
  const pageInfo = { __typename: 'PageInfo', hasNextPage, endCursor };
  const courses = { __typename: 'CourseConnection', totalCount, pageInfo, nodes: ids.map(course) };
  return { courses };
}

const ids = (data: CoursesQuery | null) => data?.courses.nodes.map((n) => n.id);

describe('courses cache policy', () => {
  it('appends pages fetched with after, per search text', () => {
    const cache = createCache();
    const seo = { search: 'seo', first: 2 };
    cache.writeQuery({
      query: CoursesDocument,
      variables: seo,
      data: page(['a', 'b'], true, 'c2'),
    });
    cache.writeQuery({
      query: CoursesDocument,
      variables: { ...seo, after: 'c2' },
      data: page(['b', 'c'], false, 'c3'),
    });
    cache.writeQuery({
      query: CoursesDocument,
      variables: { search: 'ads', first: 2 },
      data: page(['z'], false, null, 1),
    });

    const seoData = cache.readQuery<CoursesQuery>({ query: CoursesDocument, variables: seo });
    expect(ids(seoData)).toEqual(['a', 'b', 'c']);
    expect(seoData?.courses.pageInfo).toMatchObject({ hasNextPage: false, endCursor: 'c3' });
    expect(
      ids(
        cache.readQuery<CoursesQuery>({
          query: CoursesDocument,
          variables: { search: 'ads', first: 2 },
        }),
      ),
    ).toEqual(['z']);
  });

  it('keeps filters and sorts apart', () => {
    const cache = createCache();
    const free = { first: 2, filter: { price: 'FREE' as const } };
    cache.writeQuery({
      query: CoursesDocument,
      variables: { first: 2 },
      data: page(['a'], false, null, 1),
    });
    cache.writeQuery({ query: CoursesDocument, variables: free, data: page(['f'], true, 'c1') });
    cache.writeQuery({
      query: CoursesDocument,
      variables: { ...free, after: 'c1' },
      data: page(['g'], false, 'c2'),
    });
    cache.writeQuery({
      query: CoursesDocument,
      variables: { ...free, sort: 'HIGHEST_RATED' as const },
      data: page(['g', 'f'], false, 'c2'),
    });
    const read = (variables: object) =>
      ids(cache.readQuery<CoursesQuery>({ query: CoursesDocument, variables }));
    expect(read({ first: 2 })).toEqual(['a']);
    expect(read(free)).toEqual(['f', 'g']);
    expect(read({ ...free, sort: 'HIGHEST_RATED' })).toEqual(['g', 'f']);
  });

  it('starts over when a first page arrives again, and keeps page sizes apart', () => {
    const cache = createCache();
    cache.writeQuery({
      query: CoursesDocument,
      variables: { first: 2 },
      data: page(['a', 'b'], true, 'c2'),
    });
    cache.writeQuery({
      query: CoursesDocument,
      variables: { first: 2, after: 'c2' },
      data: page(['c'], false, 'c3'),
    });
    cache.writeQuery({
      query: CoursesDocument,
      variables: { first: 4 },
      data: page(['a', 'b', 'c'], false, 'c3'),
    });
    cache.writeQuery({
      query: CoursesDocument,
      variables: { first: 2 },
      data: page(['new', 'a'], true, 'c2', 4),
    });

    expect(
      ids(cache.readQuery<CoursesQuery>({ query: CoursesDocument, variables: { first: 2 } })),
    ).toEqual(['new', 'a']);
    expect(
      ids(cache.readQuery<CoursesQuery>({ query: CoursesDocument, variables: { first: 4 } })),
    ).toEqual(['a', 'b', 'c']);
  });
});

const progress = (courseId: string) => ({
  __typename: 'CourseProgress' as const,
  courseId,
  completedLectureIds: [],
  lecturesCompleted: 0,
  totalLectures: 4,
  percent: 0,
  status: 'IN_PROGRESS' as const,
  resume: null,
});

describe('course progress policy', () => {
  it('keeps one progress per course, so a new resume point shows in the player and My Enrollments', () => {
    const cache = createCache();
    cache.writeQuery({
      query: CourseProgressDocument,
      variables: { courseId: 'c1' },
      data: { courseProgress: progress('c1') },
    });
    cache.writeQuery({
      query: MyEnrollmentsDocument,
      data: {
        myEnrollments: [
          {
            __typename: 'MyEnrollment',
            enrolledAt: '2025-03-04T10:00:00.000Z',
            course: { ...course('c1'), totalDuration: 65, lectureCount: 4 },
            progress: progress('c1'),
            refundableUntil: null,
            certificate: null,
          },
        ],
      },
    });

    cache.modify({
      id: cache.identify({ __typename: 'CourseProgress', courseId: 'c1' }),
      fields: {
        resume: () => ({
          __typename: 'ResumePoint',
          lectureId: 'l2',
          lectureTitle: 'Second',
          positionSeconds: 95,
          updatedAt: '2025-03-04T10:00:00.000Z',
        }),
      },
    });

    const player = cache.readQuery<CourseProgressQuery>({
      query: CourseProgressDocument,
      variables: { courseId: 'c1' },
    });
    const mine = cache.readQuery<MyEnrollmentsQuery>({ query: MyEnrollmentsDocument });
    expect(player?.courseProgress.resume).toMatchObject({ lectureId: 'l2', positionSeconds: 95 });
    expect(mine?.myEnrollments[0].progress.resume).toMatchObject({ lectureTitle: 'Second' });
  });
});
