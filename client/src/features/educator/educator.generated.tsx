/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
export type ChapterInput = {
  /** In order; lectureOrder is assigned from 1. */
  chapterContent: Array<LectureInput>;
  /** An existing chapter's id keeps it. */
  chapterId?: string | number | null | undefined;
  chapterTitle: string;
};

/** Who a course is pitched at. */
export type CourseLevel = 'ADVANCED' | 'ALL_LEVELS' | 'BEGINNER' | 'INTERMEDIATE';

export type CreateCourseInput = {
  /** A category or subcategory id (Query.categories); null removes it. */
  categoryId?: string | number | null | undefined;
  /** In order; chapterOrder is assigned from 1. */
  courseContent?: Array<ChapterInput> | null | undefined;
  /** HTML; sanitised against an allow-list before it is stored. */
  courseDescription?: string | null | undefined;
  /** Non-negative, in the store currency (siteSettings.currency). */
  coursePrice: number;
  courseTitle: string;
  /** Percent, 0 to 100. */
  discount?: number | null | undefined;
  /** Up to 40 characters: "English", "Hindi". */
  language?: string | null | undefined;
  /** "What you'll learn": up to 12 points of up to 160 characters. */
  learningPoints?: Array<string> | null | undefined;
  level?: CourseLevel | null | undefined;
  /** False saves a draft: only its owner and admins see it until publishCourse. Left out, the course is published at once. */
  publish?: boolean | null | undefined;
  /** Up to 10 points of up to 160 characters. */
  requirements?: Array<string> | null | undefined;
  /** Up to 10 keywords of up to 40 characters; kept lower-case. */
  tags?: Array<string> | null | undefined;
};

/** ARCHIVED: the course had learners, so it was archived instead: gone from the caller's course lists and the catalog, still open to its learners. */
export type DeleteCourseOutcome = 'ARCHIVED' | 'DELETED';

/** Where an uploaded video is on its way to playing. */
export type HostedVideoStatus =
  /** Not a readable video, or the transcode failed (see failureReason). */
  | 'FAILED'
  /** Uploaded and being transcoded (see progress). */
  | 'PROCESSING'
  /** Transcoded: it plays. */
  | 'READY'
  /** Its file is still being uploaded. */
  | 'UPLOADING';

export type LectureInput = {
  isPreviewFree?: boolean | null | undefined;
  /** Minutes, 1 to 1440. */
  lectureDuration: number;
  /** An existing lecture's id keeps it (and learners' progress on it). */
  lectureId?: string | number | null | undefined;
  lectureTitle: string;
  /** A YouTube video link or 11-character id, stored as https://youtu.be/ID. Blank keeps the stored link (or hosted video) of an existing lecture; a link given to a hosted lecture makes it a YouTube lecture again. */
  lectureUrl?: string | null | undefined;
  /** An uploaded video (its upload URL's last part): the lecture plays it once it is ready, instead of a YouTube link. It must be the caller's own upload and no other lecture's. Left out, an existing lecture keeps what it plays. */
  videoId?: string | number | null | undefined;
};

/** Only the fields given change. A given courseContent replaces the curriculum, keeping the ids it names. */
export type UpdateCourseInput = {
  /** A category or subcategory id (Query.categories); null removes it. */
  categoryId?: string | number | null | undefined;
  courseContent?: Array<ChapterInput> | null | undefined;
  courseDescription?: string | null | undefined;
  coursePrice?: number | null | undefined;
  courseTitle?: string | null | undefined;
  discount?: number | null | undefined;
  /** Up to 40 characters: "English", "Hindi". */
  language?: string | null | undefined;
  /** "What you'll learn": up to 12 points of up to 160 characters. */
  learningPoints?: Array<string> | null | undefined;
  level?: CourseLevel | null | undefined;
  /** Up to 10 points of up to 160 characters. */
  requirements?: Array<string> | null | undefined;
  /** Up to 10 keywords of up to 40 characters; kept lower-case. */
  tags?: Array<string> | null | undefined;
};

export type EducatorCourseRowFragment = {
  id: string;
  courseTitle: string;
  courseThumbnail: string;
  coursePrice: number;
  discount: number;
  netPrice: number;
  isPublished: boolean;
  createdAt: string;
  earnings: number;
  netSales: number;
  enrolledStudentsCount: number;
  thumbnailSources: Array<{ url: string; width: number; type: string }>;
};

export type StudentEnrollmentRowFragment = {
  courseId: string;
  courseTitle: string;
  purchaseDate: string;
  student: { id: string; name: string; imageUrl: string };
};

export type EditableCourseFragment = {
  id: string;
  isPublished: boolean;
  courseTitle: string;
  courseDescription: string;
  coursePrice: number;
  discount: number;
  courseThumbnail: string;
  level: Types.CourseLevel;
  language: string;
  tags: Array<string>;
  learningPoints: Array<string>;
  requirements: Array<string>;
  thumbnailSources: Array<{ url: string; width: number; type: string }>;
  educator: { id: string };
  category: { id: string; name: string } | null;
  courseContent: Array<{
    chapterId: string;
    chapterTitle: string;
    chapterOrder: number;
    chapterContent: Array<{
      lectureId: string;
      lectureTitle: string;
      lectureDuration: number;
      lectureUrl: string | null;
      isPreviewFree: boolean;
      lectureOrder: number;
      video: {
        id: string;
        status: Types.HostedVideoStatus;
        progress: number;
        failureReason: string | null;
        durationSeconds: number | null;
        renditions: Array<{
          name: string;
          height: number;
          bandwidth: number;
          estimatedMegabytes: number;
        }>;
        captions: Array<{ language: string; label: string; url: string }>;
      } | null;
      pendingVideo: {
        id: string;
        status: Types.HostedVideoStatus;
        progress: number;
        failureReason: string | null;
        durationSeconds: number | null;
        renditions: Array<{
          name: string;
          height: number;
          bandwidth: number;
          estimatedMegabytes: number;
        }>;
        captions: Array<{ language: string; label: string; url: string }>;
      } | null;
    }>;
  }>;
};

export type EducatorDashboardQueryVariables = Exact<{ [key: string]: never }>;

export type EducatorDashboardQuery = {
  educatorDashboard: {
    totalCourses: number;
    totalEarnings: number;
    grossSales: number;
    netSales: number;
    totalRefunds: number;
    refundedAmount: number;
    totalEnrollments: number;
    enrolledStudentsData: Array<{
      courseId: string;
      courseTitle: string;
      purchaseDate: string;
      student: { id: string; name: string; imageUrl: string };
    }>;
  };
};

export type EducatorCoursesQueryVariables = Exact<{ [key: string]: never }>;

export type EducatorCoursesQuery = {
  educatorCourses: Array<{
    id: string;
    courseTitle: string;
    courseThumbnail: string;
    coursePrice: number;
    discount: number;
    netPrice: number;
    isPublished: boolean;
    createdAt: string;
    earnings: number;
    netSales: number;
    enrolledStudentsCount: number;
    thumbnailSources: Array<{ url: string; width: number; type: string }>;
  }>;
};

export type EnrolledStudentsQueryVariables = Exact<{ [key: string]: never }>;

export type EnrolledStudentsQuery = {
  enrolledStudents: Array<{
    courseId: string;
    courseTitle: string;
    purchaseDate: string;
    student: { id: string; name: string; imageUrl: string };
  }>;
};

export type EditableCourseQueryVariables = Exact<{
  id: string | number;
}>;

export type EditableCourseQuery = {
  course: {
    id: string;
    isPublished: boolean;
    courseTitle: string;
    courseDescription: string;
    coursePrice: number;
    discount: number;
    courseThumbnail: string;
    level: Types.CourseLevel;
    language: string;
    tags: Array<string>;
    learningPoints: Array<string>;
    requirements: Array<string>;
    thumbnailSources: Array<{ url: string; width: number; type: string }>;
    educator: { id: string };
    category: { id: string; name: string } | null;
    courseContent: Array<{
      chapterId: string;
      chapterTitle: string;
      chapterOrder: number;
      chapterContent: Array<{
        lectureId: string;
        lectureTitle: string;
        lectureDuration: number;
        lectureUrl: string | null;
        isPreviewFree: boolean;
        lectureOrder: number;
        video: {
          id: string;
          status: Types.HostedVideoStatus;
          progress: number;
          failureReason: string | null;
          durationSeconds: number | null;
          renditions: Array<{
            name: string;
            height: number;
            bandwidth: number;
            estimatedMegabytes: number;
          }>;
          captions: Array<{ language: string; label: string; url: string }>;
        } | null;
        pendingVideo: {
          id: string;
          status: Types.HostedVideoStatus;
          progress: number;
          failureReason: string | null;
          durationSeconds: number | null;
          renditions: Array<{
            name: string;
            height: number;
            bandwidth: number;
            estimatedMegabytes: number;
          }>;
          captions: Array<{ language: string; label: string; url: string }>;
        } | null;
      }>;
    }>;
  };
};

export type CreateCourseMutationVariables = Exact<{
  input: Types.CreateCourseInput;
  thumbnail: File;
}>;

export type CreateCourseMutation = {
  createCourse: { id: string; courseTitle: string; isPublished: boolean };
};

export type UpdateCourseMutationVariables = Exact<{
  id: string | number;
  input: Types.UpdateCourseInput;
  thumbnail?: File | null | undefined;
}>;

export type UpdateCourseMutation = {
  updateCourse: {
    id: string;
    isPublished: boolean;
    courseTitle: string;
    courseDescription: string;
    coursePrice: number;
    discount: number;
    courseThumbnail: string;
    level: Types.CourseLevel;
    language: string;
    tags: Array<string>;
    learningPoints: Array<string>;
    requirements: Array<string>;
    thumbnailSources: Array<{ url: string; width: number; type: string }>;
    educator: { id: string };
    category: { id: string; name: string } | null;
    courseContent: Array<{
      chapterId: string;
      chapterTitle: string;
      chapterOrder: number;
      chapterContent: Array<{
        lectureId: string;
        lectureTitle: string;
        lectureDuration: number;
        lectureUrl: string | null;
        isPreviewFree: boolean;
        lectureOrder: number;
        video: {
          id: string;
          status: Types.HostedVideoStatus;
          progress: number;
          failureReason: string | null;
          durationSeconds: number | null;
          renditions: Array<{
            name: string;
            height: number;
            bandwidth: number;
            estimatedMegabytes: number;
          }>;
          captions: Array<{ language: string; label: string; url: string }>;
        } | null;
        pendingVideo: {
          id: string;
          status: Types.HostedVideoStatus;
          progress: number;
          failureReason: string | null;
          durationSeconds: number | null;
          renditions: Array<{
            name: string;
            height: number;
            bandwidth: number;
            estimatedMegabytes: number;
          }>;
          captions: Array<{ language: string; label: string; url: string }>;
        } | null;
      }>;
    }>;
  };
};

export type DeleteCourseMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteCourseMutation = {
  deleteCourse: { outcome: Types.DeleteCourseOutcome; message: string };
};

export type EducatorReviewsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type EducatorReviewsQuery = {
  educatorReviews: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: Array<{
      id: string;
      rating: number;
      review: string;
      reviewerName: string;
      updatedAt: string;
      courseId: string;
      courseTitle: string;
      reply: { text: string; authorName: string | null; updatedAt: string } | null;
    }>;
  };
};

export const EducatorCourseRowFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EducatorCourseRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EducatorCourse' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseThumbnail' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnailSources' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ImageSourceFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'coursePrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'netPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPublished' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'earnings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'netSales' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enrolledStudentsCount' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImageSourceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ImageSource' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const StudentEnrollmentRowFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StudentEnrollmentRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StudentEnrollment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'purchaseDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'student' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const EditableCourseFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EditableCourse' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Course' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPublished' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseDescription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coursePrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseThumbnail' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnailSources' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ImageSourceFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'educator' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'category' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'language' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'learningPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requirements' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CourseCurriculum' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'courseContent' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'chapterId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'chapterContent' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LectureVideos' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImageSourceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ImageSource' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CourseCurriculum' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Course' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'courseContent' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'chapterId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'chapterTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'chapterOrder' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'chapterContent' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureTitle' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureDuration' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isPreviewFree' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureOrder' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LectureVideos' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Lecture' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'video' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HostedVideoStatus' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pendingVideo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HostedVideoStatus' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HostedVideoStatus' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HostedVideo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failureReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationSeconds' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'renditions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bandwidth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'estimatedMegabytes' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'captions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'language' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const EducatorDashboardDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EducatorDashboard' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'educatorDashboard' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCourses' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalEarnings' } },
                { kind: 'Field', name: { kind: 'Name', value: 'grossSales' } },
                { kind: 'Field', name: { kind: 'Name', value: 'netSales' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalRefunds' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refundedAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalEnrollments' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'enrolledStudentsData' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StudentEnrollmentRow' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StudentEnrollmentRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StudentEnrollment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'purchaseDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'student' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useEducatorDashboardQuery__
 *
 * To run a query within a React component, call `useEducatorDashboardQuery` and pass it any options that fit your needs.
 * When your component renders, `useEducatorDashboardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useEducatorDashboardQuery({
 *   variables: {
 *   },
 * });
 */
export function useEducatorDashboardQuery(
  baseOptions?: Apollo.QueryHookOptions<EducatorDashboardQuery, EducatorDashboardQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<EducatorDashboardQuery, EducatorDashboardQueryVariables>(
    EducatorDashboardDocument,
    options,
  );
}
export function useEducatorDashboardLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<
    EducatorDashboardQuery,
    EducatorDashboardQueryVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<EducatorDashboardQuery, EducatorDashboardQueryVariables>(
    EducatorDashboardDocument,
    options,
  );
}
// @ts-ignore
export function useEducatorDashboardSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    EducatorDashboardQuery,
    EducatorDashboardQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<EducatorDashboardQuery, EducatorDashboardQueryVariables>;
export function useEducatorDashboardSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<EducatorDashboardQuery, EducatorDashboardQueryVariables>,
): Apollo.UseSuspenseQueryResult<
  EducatorDashboardQuery | undefined,
  EducatorDashboardQueryVariables
>;
export function useEducatorDashboardSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<EducatorDashboardQuery, EducatorDashboardQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<EducatorDashboardQuery, EducatorDashboardQueryVariables>(
    EducatorDashboardDocument,
    options,
  );
}
export type EducatorDashboardQueryHookResult = ReturnType<typeof useEducatorDashboardQuery>;
export type EducatorDashboardLazyQueryHookResult = ReturnType<typeof useEducatorDashboardLazyQuery>;
export type EducatorDashboardSuspenseQueryHookResult = ReturnType<
  typeof useEducatorDashboardSuspenseQuery
>;
export type EducatorDashboardQueryResult = Apollo.QueryResult<
  EducatorDashboardQuery,
  EducatorDashboardQueryVariables
>;
export const EducatorCoursesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EducatorCourses' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'educatorCourses' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EducatorCourseRow' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EducatorCourseRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'EducatorCourse' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseThumbnail' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnailSources' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ImageSourceFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'coursePrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'netPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPublished' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'earnings' } },
          { kind: 'Field', name: { kind: 'Name', value: 'netSales' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enrolledStudentsCount' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImageSourceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ImageSource' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useEducatorCoursesQuery__
 *
 * To run a query within a React component, call `useEducatorCoursesQuery` and pass it any options that fit your needs.
 * When your component renders, `useEducatorCoursesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useEducatorCoursesQuery({
 *   variables: {
 *   },
 * });
 */
export function useEducatorCoursesQuery(
  baseOptions?: Apollo.QueryHookOptions<EducatorCoursesQuery, EducatorCoursesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<EducatorCoursesQuery, EducatorCoursesQueryVariables>(
    EducatorCoursesDocument,
    options,
  );
}
export function useEducatorCoursesLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<EducatorCoursesQuery, EducatorCoursesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<EducatorCoursesQuery, EducatorCoursesQueryVariables>(
    EducatorCoursesDocument,
    options,
  );
}
// @ts-ignore
export function useEducatorCoursesSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    EducatorCoursesQuery,
    EducatorCoursesQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<EducatorCoursesQuery, EducatorCoursesQueryVariables>;
export function useEducatorCoursesSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<EducatorCoursesQuery, EducatorCoursesQueryVariables>,
): Apollo.UseSuspenseQueryResult<EducatorCoursesQuery | undefined, EducatorCoursesQueryVariables>;
export function useEducatorCoursesSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<EducatorCoursesQuery, EducatorCoursesQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<EducatorCoursesQuery, EducatorCoursesQueryVariables>(
    EducatorCoursesDocument,
    options,
  );
}
export type EducatorCoursesQueryHookResult = ReturnType<typeof useEducatorCoursesQuery>;
export type EducatorCoursesLazyQueryHookResult = ReturnType<typeof useEducatorCoursesLazyQuery>;
export type EducatorCoursesSuspenseQueryHookResult = ReturnType<
  typeof useEducatorCoursesSuspenseQuery
>;
export type EducatorCoursesQueryResult = Apollo.QueryResult<
  EducatorCoursesQuery,
  EducatorCoursesQueryVariables
>;
export const EnrolledStudentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EnrolledStudents' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'enrolledStudents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StudentEnrollmentRow' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StudentEnrollmentRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StudentEnrollment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'purchaseDate' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'student' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useEnrolledStudentsQuery__
 *
 * To run a query within a React component, call `useEnrolledStudentsQuery` and pass it any options that fit your needs.
 * When your component renders, `useEnrolledStudentsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useEnrolledStudentsQuery({
 *   variables: {
 *   },
 * });
 */
export function useEnrolledStudentsQuery(
  baseOptions?: Apollo.QueryHookOptions<EnrolledStudentsQuery, EnrolledStudentsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<EnrolledStudentsQuery, EnrolledStudentsQueryVariables>(
    EnrolledStudentsDocument,
    options,
  );
}
export function useEnrolledStudentsLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<EnrolledStudentsQuery, EnrolledStudentsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<EnrolledStudentsQuery, EnrolledStudentsQueryVariables>(
    EnrolledStudentsDocument,
    options,
  );
}
// @ts-ignore
export function useEnrolledStudentsSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    EnrolledStudentsQuery,
    EnrolledStudentsQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<EnrolledStudentsQuery, EnrolledStudentsQueryVariables>;
export function useEnrolledStudentsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<EnrolledStudentsQuery, EnrolledStudentsQueryVariables>,
): Apollo.UseSuspenseQueryResult<EnrolledStudentsQuery | undefined, EnrolledStudentsQueryVariables>;
export function useEnrolledStudentsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<EnrolledStudentsQuery, EnrolledStudentsQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<EnrolledStudentsQuery, EnrolledStudentsQueryVariables>(
    EnrolledStudentsDocument,
    options,
  );
}
export type EnrolledStudentsQueryHookResult = ReturnType<typeof useEnrolledStudentsQuery>;
export type EnrolledStudentsLazyQueryHookResult = ReturnType<typeof useEnrolledStudentsLazyQuery>;
export type EnrolledStudentsSuspenseQueryHookResult = ReturnType<
  typeof useEnrolledStudentsSuspenseQuery
>;
export type EnrolledStudentsQueryResult = Apollo.QueryResult<
  EnrolledStudentsQuery,
  EnrolledStudentsQueryVariables
>;
export const EditableCourseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EditableCourse' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'course' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EditableCourse' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EditableCourse' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Course' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPublished' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseDescription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coursePrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseThumbnail' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnailSources' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ImageSourceFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'educator' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'category' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'language' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'learningPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requirements' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CourseCurriculum' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'courseContent' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'chapterId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'chapterContent' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LectureVideos' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImageSourceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ImageSource' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CourseCurriculum' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Course' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'courseContent' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'chapterId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'chapterTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'chapterOrder' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'chapterContent' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureTitle' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureDuration' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isPreviewFree' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureOrder' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LectureVideos' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Lecture' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'video' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HostedVideoStatus' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pendingVideo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HostedVideoStatus' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HostedVideoStatus' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HostedVideo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failureReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationSeconds' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'renditions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bandwidth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'estimatedMegabytes' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'captions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'language' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useEditableCourseQuery__
 *
 * To run a query within a React component, call `useEditableCourseQuery` and pass it any options that fit your needs.
 * When your component renders, `useEditableCourseQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useEditableCourseQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useEditableCourseQuery(
  baseOptions: Apollo.QueryHookOptions<EditableCourseQuery, EditableCourseQueryVariables> &
    ({ variables: EditableCourseQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<EditableCourseQuery, EditableCourseQueryVariables>(
    EditableCourseDocument,
    options,
  );
}
export function useEditableCourseLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<EditableCourseQuery, EditableCourseQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<EditableCourseQuery, EditableCourseQueryVariables>(
    EditableCourseDocument,
    options,
  );
}
// @ts-ignore
export function useEditableCourseSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<EditableCourseQuery, EditableCourseQueryVariables>,
): Apollo.UseSuspenseQueryResult<EditableCourseQuery, EditableCourseQueryVariables>;
export function useEditableCourseSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<EditableCourseQuery, EditableCourseQueryVariables>,
): Apollo.UseSuspenseQueryResult<EditableCourseQuery | undefined, EditableCourseQueryVariables>;
export function useEditableCourseSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<EditableCourseQuery, EditableCourseQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<EditableCourseQuery, EditableCourseQueryVariables>(
    EditableCourseDocument,
    options,
  );
}
export type EditableCourseQueryHookResult = ReturnType<typeof useEditableCourseQuery>;
export type EditableCourseLazyQueryHookResult = ReturnType<typeof useEditableCourseLazyQuery>;
export type EditableCourseSuspenseQueryHookResult = ReturnType<
  typeof useEditableCourseSuspenseQuery
>;
export type EditableCourseQueryResult = Apollo.QueryResult<
  EditableCourseQuery,
  EditableCourseQueryVariables
>;
export const CreateCourseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateCourse' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateCourseInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'thumbnail' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Upload' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createCourse' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'thumbnail' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'thumbnail' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isPublished' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type CreateCourseMutationFn = Apollo.MutationFunction<
  CreateCourseMutation,
  CreateCourseMutationVariables
>;

/**
 * __useCreateCourseMutation__
 *
 * To run a mutation, you first call `useCreateCourseMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCourseMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCourseMutation, { data, loading, error }] = useCreateCourseMutation({
 *   variables: {
 *      input: // value for 'input'
 *      thumbnail: // value for 'thumbnail'
 *   },
 * });
 */
export function useCreateCourseMutation(
  baseOptions?: Apollo.MutationHookOptions<CreateCourseMutation, CreateCourseMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<CreateCourseMutation, CreateCourseMutationVariables>(
    CreateCourseDocument,
    options,
  );
}
export type CreateCourseMutationHookResult = ReturnType<typeof useCreateCourseMutation>;
export type CreateCourseMutationResult = Apollo.MutationResult<CreateCourseMutation>;
export type CreateCourseMutationOptions = Apollo.BaseMutationOptions<
  CreateCourseMutation,
  CreateCourseMutationVariables
>;
export const UpdateCourseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateCourse' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateCourseInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'thumbnail' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Upload' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateCourse' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'thumbnail' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'thumbnail' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EditableCourse' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EditableCourse' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Course' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPublished' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseDescription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coursePrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseThumbnail' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'thumbnailSources' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ImageSourceFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'educator' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'category' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'language' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'learningPoints' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requirements' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CourseCurriculum' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'courseContent' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'chapterId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'chapterContent' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LectureVideos' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImageSourceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ImageSource' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CourseCurriculum' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Course' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'courseContent' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'chapterId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'chapterTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'chapterOrder' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'chapterContent' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureTitle' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureDuration' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureUrl' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isPreviewFree' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureOrder' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LectureVideos' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Lecture' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'video' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HostedVideoStatus' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pendingVideo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'HostedVideoStatus' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'HostedVideoStatus' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'HostedVideo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'failureReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationSeconds' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'renditions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bandwidth' } },
                { kind: 'Field', name: { kind: 'Name', value: 'estimatedMegabytes' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'captions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'language' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type UpdateCourseMutationFn = Apollo.MutationFunction<
  UpdateCourseMutation,
  UpdateCourseMutationVariables
>;

/**
 * __useUpdateCourseMutation__
 *
 * To run a mutation, you first call `useUpdateCourseMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateCourseMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateCourseMutation, { data, loading, error }] = useUpdateCourseMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *      thumbnail: // value for 'thumbnail'
 *   },
 * });
 */
export function useUpdateCourseMutation(
  baseOptions?: Apollo.MutationHookOptions<UpdateCourseMutation, UpdateCourseMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<UpdateCourseMutation, UpdateCourseMutationVariables>(
    UpdateCourseDocument,
    options,
  );
}
export type UpdateCourseMutationHookResult = ReturnType<typeof useUpdateCourseMutation>;
export type UpdateCourseMutationResult = Apollo.MutationResult<UpdateCourseMutation>;
export type UpdateCourseMutationOptions = Apollo.BaseMutationOptions<
  UpdateCourseMutation,
  UpdateCourseMutationVariables
>;
export const DeleteCourseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteCourse' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteCourse' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type DeleteCourseMutationFn = Apollo.MutationFunction<
  DeleteCourseMutation,
  DeleteCourseMutationVariables
>;

/**
 * __useDeleteCourseMutation__
 *
 * To run a mutation, you first call `useDeleteCourseMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteCourseMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteCourseMutation, { data, loading, error }] = useDeleteCourseMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteCourseMutation(
  baseOptions?: Apollo.MutationHookOptions<DeleteCourseMutation, DeleteCourseMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<DeleteCourseMutation, DeleteCourseMutationVariables>(
    DeleteCourseDocument,
    options,
  );
}
export type DeleteCourseMutationHookResult = ReturnType<typeof useDeleteCourseMutation>;
export type DeleteCourseMutationResult = Apollo.MutationResult<DeleteCourseMutation>;
export type DeleteCourseMutationOptions = Apollo.BaseMutationOptions<
  DeleteCourseMutation,
  DeleteCourseMutationVariables
>;
export const EducatorReviewsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EducatorReviews' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'educatorReviews' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'review' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reviewerName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'reply' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'text' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'authorName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useEducatorReviewsQuery__
 *
 * To run a query within a React component, call `useEducatorReviewsQuery` and pass it any options that fit your needs.
 * When your component renders, `useEducatorReviewsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useEducatorReviewsQuery({
 *   variables: {
 *      first: // value for 'first'
 *      after: // value for 'after'
 *   },
 * });
 */
export function useEducatorReviewsQuery(
  baseOptions?: Apollo.QueryHookOptions<EducatorReviewsQuery, EducatorReviewsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<EducatorReviewsQuery, EducatorReviewsQueryVariables>(
    EducatorReviewsDocument,
    options,
  );
}
export function useEducatorReviewsLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<EducatorReviewsQuery, EducatorReviewsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<EducatorReviewsQuery, EducatorReviewsQueryVariables>(
    EducatorReviewsDocument,
    options,
  );
}
// @ts-ignore
export function useEducatorReviewsSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<
    EducatorReviewsQuery,
    EducatorReviewsQueryVariables
  >,
): Apollo.UseSuspenseQueryResult<EducatorReviewsQuery, EducatorReviewsQueryVariables>;
export function useEducatorReviewsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<EducatorReviewsQuery, EducatorReviewsQueryVariables>,
): Apollo.UseSuspenseQueryResult<EducatorReviewsQuery | undefined, EducatorReviewsQueryVariables>;
export function useEducatorReviewsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<EducatorReviewsQuery, EducatorReviewsQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<EducatorReviewsQuery, EducatorReviewsQueryVariables>(
    EducatorReviewsDocument,
    options,
  );
}
export type EducatorReviewsQueryHookResult = ReturnType<typeof useEducatorReviewsQuery>;
export type EducatorReviewsLazyQueryHookResult = ReturnType<typeof useEducatorReviewsLazyQuery>;
export type EducatorReviewsSuspenseQueryHookResult = ReturnType<
  typeof useEducatorReviewsSuspenseQuery
>;
export type EducatorReviewsQueryResult = Apollo.QueryResult<
  EducatorReviewsQuery,
  EducatorReviewsQueryVariables
>;
