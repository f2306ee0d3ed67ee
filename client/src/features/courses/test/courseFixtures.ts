import type { MockedResponse } from '@apollo/client/testing';
import { CourseRelatedDocument } from '../courseRelated.generated';
import { CourseDetailDocument, CoursesDocument } from '../courses.generated';
import { CourseReviewsDocument } from '../reviews.generated';
import { REVIEWS_PAGE_SIZE } from '../ReviewList';

/** Test data shaped like the API's answers (with __typename, as MockedProvider adds it to queries). */

export function cardCourse(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Course',
    id,
    courseTitle: `Course ${id}`,
    courseThumbnail: `/uploads/${id}.png`,
    thumbnailSources: [],
    coursePrice: 1000,
    discount: 0,
    netPrice: 1000,
    averageRating: 4,
    ratingCount: 3,
    enrolledStudentsCount: 12,
    inWishlist: false,
    educator: { __typename: 'Educator', id: 'edu-1', name: 'Neha Kapoor' },
    ...overrides,
  };
}

export function coursesMock(
  variables: { search?: string; first: number; after?: string },
  courses: ReturnType<typeof cardCourse>[],
  page: { hasNextPage?: boolean; endCursor?: string | null; totalCount?: number } = {},
): MockedResponse {
  return {
    request: { query: CoursesDocument, variables },
    result: {
      data: {
        courses: {
          __typename: 'CourseConnection',
          totalCount: page.totalCount ?? courses.length,
          pageInfo: {
            __typename: 'PageInfo',
            hasNextPage: page.hasNextPage ?? false,
            endCursor: page.endCursor ?? null,
          },
          nodes: courses,
        },
      },
    },
    delay: 20,
  };
}

export function lecture(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Lecture',
    lectureId: id,
    lectureTitle: `Lecture ${id}`,
    lectureDuration: 65,
    lectureUrl: null as string | null,
    isPreviewFree: false,
    lectureOrder: 1,
    ...overrides,
  };
}

export function detailCourse(overrides: Record<string, unknown> = {}) {
  return {
    ...cardCourse('c1', { courseTitle: 'Personal Branding Masterclass' }),
    courseDescription:
      '<h2>Build your brand</h2><p>Learn to <strong>grow</strong> an audience.</p><ul><li>LinkedIn</li><li>Instagram</li></ul>',
    viewerIsEnrolled: false,
    viewerRefundedBefore: false,
    totalDuration: 130,
    lectureCount: 2,
    ratingBreakdown: [5, 4, 3, 2, 1].map((stars) => ({
      __typename: 'RatingBucket',
      stars,
      count: stars === 5 ? 1 : stars === 4 ? 2 : 0,
    })),
    educator: {
      __typename: 'Educator',
      id: 'edu-1',
      name: 'Neha Kapoor',
    },
    category: {
      __typename: 'CategorySummary',
      id: 'cat-positioning',
      slug: 'brand-positioning',
      name: 'Brand Positioning',
      parentSlug: 'personal-branding',
      parentName: 'Personal Branding',
    } as Record<string, unknown> | null,
    level: 'BEGINNER',
    language: 'English',
    tags: ['personal brand', 'linkedin'],
    learningPoints: ['Write a positioning statement', 'Grow on LinkedIn without ads'],
    requirements: ['No marketing experience needed'],
    moreByInstructor: [] as ReturnType<typeof cardCourse>[],
    alsoBought: [] as ReturnType<typeof cardCourse>[],
    courseContent: [
      {
        __typename: 'Chapter',
        chapterId: 'ch1',
        chapterTitle: 'Getting Started',
        chapterOrder: 1,
        chapterContent: [
          lecture('l1', {
            lectureTitle: 'Welcome',
            isPreviewFree: true,
            lectureUrl: 'https://youtu.be/dQw4w9WgXcQ',
          }),
          lecture('l2', { lectureTitle: 'Your niche', lectureOrder: 2 }),
        ],
      },
    ],
    ...overrides,
  };
}

type DetailAnswer = { course?: Record<string, unknown> } | null | undefined;

/**
 * The course page's query. A `data.course` answer is sent without its related rows
 * (`moreByInstructor`, `alsoBought`): `courseRelatedMock` answers those.
 */
export function courseDetailMock(id: string, result: MockedResponse['result']): MockedResponse {
  const course =
    result && typeof result === 'object' && 'data' in result
      ? (result.data as DetailAnswer)?.course
      : undefined;
  let answer = result;
  if (course) {
    const { moreByInstructor: _more, alsoBought: _also, ...rest } = course;
    answer = { ...(result as object), data: { course: rest } };
  }
  return { request: { query: CourseDetailDocument, variables: { id } }, result: answer, delay: 20 };
}

/** The rows under a course (CourseRelated), from a `detailCourse`'s `moreByInstructor` and `alsoBought`. */
export function courseRelatedMock(course: ReturnType<typeof detailCourse>): MockedResponse {
  return {
    request: { query: CourseRelatedDocument, variables: { id: course.id } },
    result: {
      data: {
        course: {
          __typename: 'Course',
          id: course.id,
          moreByInstructor: course.moreByInstructor,
          alsoBought: course.alsoBought,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
    delay: 30,
  };
}

export function reviewNode(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CourseReview',
    id,
    rating: 5,
    review: `Review ${id}`,
    reviewerName: `Reviewer ${id}`,
    updatedAt: '2025-02-01T00:00:00.000Z',
    reply: null,
    ...overrides,
  };
}

/** A page of the course's reviews; `after` for the pages behind "Show more reviews". */
export function courseReviewsMock(
  id: string,
  nodes: ReturnType<typeof reviewNode>[],
  { after, next, totalCount }: { after?: string; next?: string; totalCount?: number } = {},
): MockedResponse {
  return {
    request: {
      query: CourseReviewsDocument,
      variables: { id, first: REVIEWS_PAGE_SIZE, ...(after ? { after } : {}) },
    },
    result: {
      data: {
        course: {
          __typename: 'Course',
          id,
          reviews: {
            __typename: 'ReviewConnection',
            totalCount: totalCount ?? nodes.length,
            pageInfo: { __typename: 'PageInfo', hasNextPage: !!next, endCursor: next ?? null },
            nodes,
          },
        },
      },
    },
    delay: 10,
  };
}
