/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** Every given part must hold; within a list, any value may (categories OR, levels OR, ...). */
export type CourseFilter = {
  /** Category slugs; a top-level category includes its subcategories. */
  categories?: Array<string> | null | undefined;
  durations?: Array<DurationBucket> | null | undefined;
  /** Languages, as in Course.language. */
  languages?: Array<string> | null | undefined;
  levels?: Array<CourseLevel> | null | undefined;
  /** Highest netPrice, inclusive. */
  maxPrice?: number | null | undefined;
  /** Lowest netPrice, inclusive. */
  minPrice?: number | null | undefined;
  /** Average rating at least this, 0 to 5 (3.5, 4 and 4.5 are offered). */
  minRating?: number | null | undefined;
  price?: PriceFilter | null | undefined;
};

/** Who a course is pitched at. */
export type CourseLevel = 'ADVANCED' | 'ALL_LEVELS' | 'BEGINNER' | 'INTERMEDIATE';

/** RELEVANCE ranks by how well the search matches (newest first without a search); MOST_POPULAR by learners enrolled; HIGHEST_RATED by average rating, then by number of ratings; prices compare what a learner pays (netPrice). */
export type CourseSort =
  | 'HIGHEST_RATED'
  | 'MOST_POPULAR'
  | 'NEWEST'
  | 'PRICE_HIGH_TO_LOW'
  | 'PRICE_LOW_TO_HIGH'
  | 'RELEVANCE';

/** Total lecture length: 0–1 h, 1–3 h, 3–6 h, 6–17 h, over 17 h (each bucket includes its upper bound). */
export type DurationBucket =
  'ONE_TO_3_HOURS' | 'OVER_17_HOURS' | 'SIX_TO_17_HOURS' | 'THREE_TO_6_HOURS' | 'UP_TO_1_HOUR';

/** COMPLETED once every lecture is done. */
export type EnrollmentStatus = 'COMPLETED' | 'IN_PROGRESS';

/** Every value an error's extensions.code may take. BAD_USER_INPUT lists the invalid fields in extensions.fields; TOO_MANY_REQUESTS and SERVICE_UNAVAILABLE give extensions.retryAfter in seconds; INTERNAL_SERVER_ERROR has a generic message. GRAPHQL_*, PERSISTED_QUERY_*, OPERATION_RESOLUTION_FAILURE, BAD_REQUEST and the request-limit codes (QUERY_TOO_*, TOO_MANY_TOKENS, TOO_MANY_ALIASES, TOO_MANY_DIRECTIVES) refuse an operation before it runs. */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'FORBIDDEN'
  | 'GRAPHQL_PARSE_FAILED'
  | 'GRAPHQL_VALIDATION_FAILED'
  | 'INTERNAL_SERVER_ERROR'
  | 'NOT_FOUND'
  | 'OPERATION_RESOLUTION_FAILURE'
  | 'PERSISTED_QUERY_NOT_FOUND'
  | 'PERSISTED_QUERY_NOT_SUPPORTED'
  | 'QUERY_TOO_COMPLEX'
  | 'QUERY_TOO_DEEP'
  | 'QUERY_TOO_LONG'
  | 'SERVICE_UNAVAILABLE'
  | 'TOO_MANY_ALIASES'
  | 'TOO_MANY_DIRECTIVES'
  | 'TOO_MANY_REQUESTS'
  | 'TOO_MANY_TOKENS'
  | 'UNAUTHENTICATED';

export type LoginInput = {
  email: string;
  password: string;
};

/** SANDBOX: no real money; pay with sandboxCheckout instead of Razorpay Checkout. */
export type PaymentProviderName = 'RAZORPAY' | 'SANDBOX';

/** By netPrice: 0 or above. */
export type PriceFilter = 'FREE' | 'PAID';

/** Where the buyer came from, as the client kept it for the visit. */
export type PurchaseAttributionInput = {
  /** The external page (or its host, at most 255 characters) that referred the visit. */
  referrer?: string | null | undefined;
  /** The first ?ref= or utm_source of the visit: at most 100 letters, digits, spaces or . _ ~ + -. */
  source?: string | null | undefined;
};

export type RegisterInput = {
  email: string;
  name: string;
  /** 6 to 128 characters. */
  password: string;
  /** Ignored: every new account is a student. */
  role?: Role | null | undefined;
};

/** What a user may do: learn, teach, or administer. */
export type Role = 'ADMIN' | 'EDUCATOR' | 'STUDENT';

/** Razorpay Checkout's handler response, with our purchase id. */
export type VerifyPaymentInput = {
  purchaseId: string | number;
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
};

export type ImageSourceFieldsFragment = { url: string; width: number; type: string };

export type MeQueryVariables = Exact<{ [key: string]: never }>;

export type MeQuery = {
  me: {
    id: string;
    name: string;
    email: string;
    phone: string | null;
    imageUrl: string;
    role: Role;
  };
};

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;

export type LoginMutation = {
  login: {
    message: string;
    token: string;
    user: {
      id: string;
      name: string;
      email: string;
      phone: string | null;
      imageUrl: string;
      role: Role;
    };
  };
};

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;

export type RegisterMutation = {
  register: {
    message: string;
    token: string;
    user: {
      id: string;
      name: string;
      email: string;
      phone: string | null;
      imageUrl: string;
      role: Role;
    };
  };
};

export type BecomeEducatorMutationVariables = Exact<{ [key: string]: never }>;

export type BecomeEducatorMutation = {
  becomeEducator: {
    id: string;
    name: string;
    email: string;
    phone: string | null;
    imageUrl: string;
    role: Role;
  };
};

export type SignOutEverywhereMutationVariables = Exact<{ [key: string]: never }>;

export type SignOutEverywhereMutation = { signOutEverywhere: boolean };

export type AuthUserFragment = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  imageUrl: string;
  role: Role;
};

export type CertificateFieldsFragment = {
  id: string;
  learnerName: string;
  courseTitle: string;
  educatorName: string;
  completedAt: string;
  pdfUrl: string;
};

export type MyCertificateQueryVariables = Exact<{
  courseId: string | number;
}>;

export type MyCertificateQuery = {
  myCertificate: {
    id: string;
    learnerName: string;
    courseTitle: string;
    educatorName: string;
    completedAt: string;
    pdfUrl: string;
  } | null;
};

export type PaymentOrderFieldsFragment = {
  orderId: string;
  amount: number;
  currency: string;
  courseName: string;
  purchaseId: string;
  keyId: string;
  provider: PaymentProviderName;
};

export type PurchaseCourseMutationVariables = Exact<{
  courseId: string | number;
  couponCode?: string | null | undefined;
  attribution?: PurchaseAttributionInput | null | undefined;
}>;

export type PurchaseCourseMutation = {
  purchaseCourse:
    | { __typename: 'FreeEnrollment'; message: string; redirect: string; courseId: string }
    | {
        __typename: 'PaymentOrder';
        orderId: string;
        amount: number;
        currency: string;
        courseName: string;
        purchaseId: string;
        keyId: string;
        provider: PaymentProviderName;
      };
};

export type SandboxCheckoutMutationVariables = Exact<{
  purchaseId: string | number;
}>;

export type SandboxCheckoutMutation = {
  sandboxCheckout: {
    razorpayOrderId: string;
    razorpayPaymentId: string;
    razorpaySignature: string;
  };
};

export type VerifyPaymentMutationVariables = Exact<{
  input: VerifyPaymentInput;
}>;

export type VerifyPaymentMutation = { verifyPayment: { message: string; courseId: string } };

export type CourseCardFieldsFragment = {
  id: string;
  courseTitle: string;
  courseThumbnail: string;
  coursePrice: number;
  discount: number;
  netPrice: number;
  averageRating: number;
  ratingCount: number;
  enrolledStudentsCount: number;
  thumbnailSources: Array<{ url: string; width: number; type: string }>;
  educator: { id: string; name: string };
};

export type CourseCurriculumFragment = {
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
    }>;
  }>;
};

export type CoursesQueryVariables = Exact<{
  search?: string | null | undefined;
  filter?: CourseFilter | null | undefined;
  sort?: CourseSort | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  withFacets?: boolean;
}>;

export type CoursesQuery = {
  courses: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: Array<{
      id: string;
      courseTitle: string;
      courseThumbnail: string;
      coursePrice: number;
      discount: number;
      netPrice: number;
      averageRating: number;
      ratingCount: number;
      enrolledStudentsCount: number;
      thumbnailSources: Array<{ url: string; width: number; type: string }>;
      educator: { id: string; name: string };
    }>;
    facets?: {
      categories: Array<{ value: string; label: string; count: number; parent: string | null }>;
      prices: Array<{ value: string; label: string; count: number; parent: string | null }>;
      ratings: Array<{ value: string; label: string; count: number; parent: string | null }>;
      durations: Array<{ value: string; label: string; count: number; parent: string | null }>;
      levels: Array<{ value: string; label: string; count: number; parent: string | null }>;
      languages: Array<{ value: string; label: string; count: number; parent: string | null }>;
    };
  };
};

export type FacetCountFieldsFragment = {
  value: string;
  label: string;
  count: number;
  parent: string | null;
};

export type CourseDetailQueryVariables = Exact<{
  id: string | number;
}>;

export type CourseDetailQuery = {
  course: {
    courseDescription: string;
    viewerIsEnrolled: boolean;
    viewerRefundedBefore: boolean;
    totalDuration: number;
    lectureCount: number;
    level: CourseLevel;
    language: string;
    tags: Array<string>;
    learningPoints: Array<string>;
    requirements: Array<string>;
    id: string;
    courseTitle: string;
    courseThumbnail: string;
    coursePrice: number;
    discount: number;
    netPrice: number;
    averageRating: number;
    ratingCount: number;
    enrolledStudentsCount: number;
    ratingBreakdown: Array<{ stars: number; count: number }>;
    category: {
      id: string;
      slug: string;
      name: string;
      parentSlug: string | null;
      parentName: string | null;
    } | null;
    thumbnailSources: Array<{ url: string; width: number; type: string }>;
    educator: { id: string; name: string };
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
      }>;
    }>;
  };
};

export type CourseRelatedQueryVariables = Exact<{
  id: string | number;
}>;

export type CourseRelatedQuery = {
  course: {
    id: string;
    moreByInstructor: Array<{
      id: string;
      courseTitle: string;
      courseThumbnail: string;
      coursePrice: number;
      discount: number;
      netPrice: number;
      averageRating: number;
      ratingCount: number;
      enrolledStudentsCount: number;
      thumbnailSources: Array<{ url: string; width: number; type: string }>;
      educator: { id: string; name: string };
    }>;
    alsoBought: Array<{
      id: string;
      courseTitle: string;
      courseThumbnail: string;
      coursePrice: number;
      discount: number;
      netPrice: number;
      averageRating: number;
      ratingCount: number;
      enrolledStudentsCount: number;
      thumbnailSources: Array<{ url: string; width: number; type: string }>;
      educator: { id: string; name: string };
    }>;
  };
};

export type ProgressFieldsFragment = {
  courseId: string;
  completedLectureIds: Array<string>;
  lecturesCompleted: number;
  totalLectures: number;
  percent: number;
  status: EnrollmentStatus;
  resume: {
    lectureId: string;
    lectureTitle: string;
    positionSeconds: number;
    updatedAt: string;
  } | null;
};

export type MyEnrollmentsQueryVariables = Exact<{ [key: string]: never }>;

export type MyEnrollmentsQuery = {
  myEnrollments: Array<{
    enrolledAt: string;
    refundableUntil: string | null;
    course: {
      id: string;
      courseTitle: string;
      courseThumbnail: string;
      totalDuration: number;
      lectureCount: number;
      thumbnailSources: Array<{ url: string; width: number; type: string }>;
    };
    progress: {
      courseId: string;
      completedLectureIds: Array<string>;
      lecturesCompleted: number;
      totalLectures: number;
      percent: number;
      status: EnrollmentStatus;
      resume: {
        lectureId: string;
        lectureTitle: string;
        positionSeconds: number;
        updatedAt: string;
      } | null;
    };
    certificate: { id: string; pdfUrl: string } | null;
  }>;
};

export type RequestRefundMutationVariables = Exact<{
  courseId: string | number;
  reason?: string | null | undefined;
}>;

export type RequestRefundMutation = {
  requestRefund: { message: string; courseId: string; amount: number; currency: string };
};

export type PlayerCourseQueryVariables = Exact<{
  id: string | number;
}>;

export type PlayerCourseQuery = {
  course: {
    id: string;
    courseTitle: string;
    viewerIsEnrolled: boolean;
    viewerRating: number | null;
    viewerReview: string | null;
    viewerReviewHidden: boolean;
    averageRating: number;
    ratingCount: number;
    educator: { id: string };
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
      }>;
    }>;
  };
};

export type CourseProgressQueryVariables = Exact<{
  courseId: string | number;
}>;

export type CourseProgressQuery = {
  courseProgress: {
    courseId: string;
    completedLectureIds: Array<string>;
    lecturesCompleted: number;
    totalLectures: number;
    percent: number;
    status: EnrollmentStatus;
    resume: {
      lectureId: string;
      lectureTitle: string;
      positionSeconds: number;
      updatedAt: string;
    } | null;
  };
};

export type CompleteLectureMutationVariables = Exact<{
  courseId: string | number;
  lectureId: string | number;
}>;

export type CompleteLectureMutation = {
  completeLecture: {
    message: string;
    progress: {
      courseId: string;
      completedLectureIds: Array<string>;
      lecturesCompleted: number;
      totalLectures: number;
      percent: number;
      status: EnrollmentStatus;
      resume: {
        lectureId: string;
        lectureTitle: string;
        positionSeconds: number;
        updatedAt: string;
      } | null;
    };
    certificate: {
      id: string;
      learnerName: string;
      courseTitle: string;
      educatorName: string;
      completedAt: string;
      pdfUrl: string;
    } | null;
  };
};

export type RecordVisitMutationVariables = Exact<{ [key: string]: never }>;

export type RecordVisitMutation = { recordVisit: number };

export type SubscribeNewsletterMutationVariables = Exact<{
  email: string;
}>;

export type SubscribeNewsletterMutation = {
  subscribeNewsletter: { message: string; alreadySubscribed: boolean };
};

export type SiteSettingsQueryVariables = Exact<{ [key: string]: never }>;

export type SiteSettingsQuery = {
  siteSettings: { currency: string; maxUploadBytes: number; apiTokenRateLimit: number };
};

export type ErrorCodesFragment = { errorCodes: Array<ErrorCode> };

export const AuthUserFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AuthUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const CertificateFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CertificateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Certificate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'learnerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'educatorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pdfUrl' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const PaymentOrderFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PaymentOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PaymentOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'purchaseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const ImageSourceFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
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
export const CourseCardFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CourseCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Course' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'averageRating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ratingCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enrolledStudentsCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'educator' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
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
  ],
} as unknown as DocumentNode;
export const CourseCurriculumFragmentDoc = {
  kind: 'Document',
  definitions: [
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
  ],
} as unknown as DocumentNode;
export const FacetCountFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FacetCountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FacetCount' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parent' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const ProgressFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProgressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CourseProgress' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedLectureIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lecturesCompleted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalLectures' } },
          { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resume' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lectureTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'positionSeconds' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export const ErrorCodesFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ErrorCodes' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SiteSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'errorCodes' } }],
      },
    },
  ],
} as unknown as DocumentNode;
export const MeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Me' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AuthUser' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AuthUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useMeQuery__
 *
 * To run a query within a React component, call `useMeQuery` and pass it any options that fit your needs.
 * When your component renders, `useMeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMeQuery({
 *   variables: {
 *   },
 * });
 */
export function useMeQuery(baseOptions?: Apollo.QueryHookOptions<MeQuery, MeQueryVariables>) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<MeQuery, MeQueryVariables>(MeDocument, options);
}
export function useMeLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<MeQuery, MeQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<MeQuery, MeQueryVariables>(MeDocument, options);
}
// @ts-ignore
export function useMeSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>,
): Apollo.UseSuspenseQueryResult<MeQuery, MeQueryVariables>;
export function useMeSuspenseQuery(
  baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>,
): Apollo.UseSuspenseQueryResult<MeQuery | undefined, MeQueryVariables>;
export function useMeSuspenseQuery(
  baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MeQuery, MeQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<MeQuery, MeQueryVariables>(MeDocument, options);
}
export type MeQueryHookResult = ReturnType<typeof useMeQuery>;
export type MeLazyQueryHookResult = ReturnType<typeof useMeLazyQuery>;
export type MeSuspenseQueryHookResult = ReturnType<typeof useMeSuspenseQuery>;
export type MeQueryResult = Apollo.QueryResult<MeQuery, MeQueryVariables>;
export const LoginDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Login' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'LoginInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'login' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AuthUser' } },
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
      name: { kind: 'Name', value: 'AuthUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type LoginMutationFn = Apollo.MutationFunction<LoginMutation, LoginMutationVariables>;

/**
 * __useLoginMutation__
 *
 * To run a mutation, you first call `useLoginMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLoginMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [loginMutation, { data, loading, error }] = useLoginMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useLoginMutation(
  baseOptions?: Apollo.MutationHookOptions<LoginMutation, LoginMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<LoginMutation, LoginMutationVariables>(LoginDocument, options);
}
export type LoginMutationHookResult = ReturnType<typeof useLoginMutation>;
export type LoginMutationResult = Apollo.MutationResult<LoginMutation>;
export type LoginMutationOptions = Apollo.BaseMutationOptions<
  LoginMutation,
  LoginMutationVariables
>;
export const RegisterDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Register' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RegisterInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'register' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AuthUser' } },
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
      name: { kind: 'Name', value: 'AuthUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type RegisterMutationFn = Apollo.MutationFunction<
  RegisterMutation,
  RegisterMutationVariables
>;

/**
 * __useRegisterMutation__
 *
 * To run a mutation, you first call `useRegisterMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRegisterMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [registerMutation, { data, loading, error }] = useRegisterMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRegisterMutation(
  baseOptions?: Apollo.MutationHookOptions<RegisterMutation, RegisterMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<RegisterMutation, RegisterMutationVariables>(RegisterDocument, options);
}
export type RegisterMutationHookResult = ReturnType<typeof useRegisterMutation>;
export type RegisterMutationResult = Apollo.MutationResult<RegisterMutation>;
export type RegisterMutationOptions = Apollo.BaseMutationOptions<
  RegisterMutation,
  RegisterMutationVariables
>;
export const BecomeEducatorDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'BecomeEducator' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'becomeEducator' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AuthUser' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AuthUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type BecomeEducatorMutationFn = Apollo.MutationFunction<
  BecomeEducatorMutation,
  BecomeEducatorMutationVariables
>;

/**
 * __useBecomeEducatorMutation__
 *
 * To run a mutation, you first call `useBecomeEducatorMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBecomeEducatorMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [becomeEducatorMutation, { data, loading, error }] = useBecomeEducatorMutation({
 *   variables: {
 *   },
 * });
 */
export function useBecomeEducatorMutation(
  baseOptions?: Apollo.MutationHookOptions<BecomeEducatorMutation, BecomeEducatorMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<BecomeEducatorMutation, BecomeEducatorMutationVariables>(
    BecomeEducatorDocument,
    options,
  );
}
export type BecomeEducatorMutationHookResult = ReturnType<typeof useBecomeEducatorMutation>;
export type BecomeEducatorMutationResult = Apollo.MutationResult<BecomeEducatorMutation>;
export type BecomeEducatorMutationOptions = Apollo.BaseMutationOptions<
  BecomeEducatorMutation,
  BecomeEducatorMutationVariables
>;
export const SignOutEverywhereDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignOutEverywhere' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'signOutEverywhere' } }],
      },
    },
  ],
} as unknown as DocumentNode;
export type SignOutEverywhereMutationFn = Apollo.MutationFunction<
  SignOutEverywhereMutation,
  SignOutEverywhereMutationVariables
>;

/**
 * __useSignOutEverywhereMutation__
 *
 * To run a mutation, you first call `useSignOutEverywhereMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSignOutEverywhereMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [signOutEverywhereMutation, { data, loading, error }] = useSignOutEverywhereMutation({
 *   variables: {
 *   },
 * });
 */
export function useSignOutEverywhereMutation(
  baseOptions?: Apollo.MutationHookOptions<
    SignOutEverywhereMutation,
    SignOutEverywhereMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<SignOutEverywhereMutation, SignOutEverywhereMutationVariables>(
    SignOutEverywhereDocument,
    options,
  );
}
export type SignOutEverywhereMutationHookResult = ReturnType<typeof useSignOutEverywhereMutation>;
export type SignOutEverywhereMutationResult = Apollo.MutationResult<SignOutEverywhereMutation>;
export type SignOutEverywhereMutationOptions = Apollo.BaseMutationOptions<
  SignOutEverywhereMutation,
  SignOutEverywhereMutationVariables
>;
export const MyCertificateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyCertificate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
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
            name: { kind: 'Name', value: 'myCertificate' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'courseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CertificateFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CertificateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Certificate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'learnerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'educatorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pdfUrl' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useMyCertificateQuery__
 *
 * To run a query within a React component, call `useMyCertificateQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyCertificateQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyCertificateQuery({
 *   variables: {
 *      courseId: // value for 'courseId'
 *   },
 * });
 */
export function useMyCertificateQuery(
  baseOptions: Apollo.QueryHookOptions<MyCertificateQuery, MyCertificateQueryVariables> &
    ({ variables: MyCertificateQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<MyCertificateQuery, MyCertificateQueryVariables>(
    MyCertificateDocument,
    options,
  );
}
export function useMyCertificateLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<MyCertificateQuery, MyCertificateQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<MyCertificateQuery, MyCertificateQueryVariables>(
    MyCertificateDocument,
    options,
  );
}
// @ts-ignore
export function useMyCertificateSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<MyCertificateQuery, MyCertificateQueryVariables>,
): Apollo.UseSuspenseQueryResult<MyCertificateQuery, MyCertificateQueryVariables>;
export function useMyCertificateSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<MyCertificateQuery, MyCertificateQueryVariables>,
): Apollo.UseSuspenseQueryResult<MyCertificateQuery | undefined, MyCertificateQueryVariables>;
export function useMyCertificateSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<MyCertificateQuery, MyCertificateQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<MyCertificateQuery, MyCertificateQueryVariables>(
    MyCertificateDocument,
    options,
  );
}
export type MyCertificateQueryHookResult = ReturnType<typeof useMyCertificateQuery>;
export type MyCertificateLazyQueryHookResult = ReturnType<typeof useMyCertificateLazyQuery>;
export type MyCertificateSuspenseQueryHookResult = ReturnType<typeof useMyCertificateSuspenseQuery>;
export type MyCertificateQueryResult = Apollo.QueryResult<
  MyCertificateQuery,
  MyCertificateQueryVariables
>;
export const PurchaseCourseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PurchaseCourse' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'couponCode' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'attribution' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PurchaseAttributionInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'purchaseCourse' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'courseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'couponCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'couponCode' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'attribution' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'attribution' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'FreeEnrollment' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'redirect' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'PaymentOrder' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'PaymentOrderFields' },
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
      name: { kind: 'Name', value: 'PaymentOrderFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PaymentOrder' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'orderId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'purchaseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'keyId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type PurchaseCourseMutationFn = Apollo.MutationFunction<
  PurchaseCourseMutation,
  PurchaseCourseMutationVariables
>;

/**
 * __usePurchaseCourseMutation__
 *
 * To run a mutation, you first call `usePurchaseCourseMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePurchaseCourseMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [purchaseCourseMutation, { data, loading, error }] = usePurchaseCourseMutation({
 *   variables: {
 *      courseId: // value for 'courseId'
 *      couponCode: // value for 'couponCode'
 *      attribution: // value for 'attribution'
 *   },
 * });
 */
export function usePurchaseCourseMutation(
  baseOptions?: Apollo.MutationHookOptions<PurchaseCourseMutation, PurchaseCourseMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<PurchaseCourseMutation, PurchaseCourseMutationVariables>(
    PurchaseCourseDocument,
    options,
  );
}
export type PurchaseCourseMutationHookResult = ReturnType<typeof usePurchaseCourseMutation>;
export type PurchaseCourseMutationResult = Apollo.MutationResult<PurchaseCourseMutation>;
export type PurchaseCourseMutationOptions = Apollo.BaseMutationOptions<
  PurchaseCourseMutation,
  PurchaseCourseMutationVariables
>;
export const SandboxCheckoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SandboxCheckout' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'purchaseId' } },
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
            name: { kind: 'Name', value: 'sandboxCheckout' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'purchaseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'purchaseId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'razorpayOrderId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'razorpayPaymentId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'razorpaySignature' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type SandboxCheckoutMutationFn = Apollo.MutationFunction<
  SandboxCheckoutMutation,
  SandboxCheckoutMutationVariables
>;

/**
 * __useSandboxCheckoutMutation__
 *
 * To run a mutation, you first call `useSandboxCheckoutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSandboxCheckoutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sandboxCheckoutMutation, { data, loading, error }] = useSandboxCheckoutMutation({
 *   variables: {
 *      purchaseId: // value for 'purchaseId'
 *   },
 * });
 */
export function useSandboxCheckoutMutation(
  baseOptions?: Apollo.MutationHookOptions<
    SandboxCheckoutMutation,
    SandboxCheckoutMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<SandboxCheckoutMutation, SandboxCheckoutMutationVariables>(
    SandboxCheckoutDocument,
    options,
  );
}
export type SandboxCheckoutMutationHookResult = ReturnType<typeof useSandboxCheckoutMutation>;
export type SandboxCheckoutMutationResult = Apollo.MutationResult<SandboxCheckoutMutation>;
export type SandboxCheckoutMutationOptions = Apollo.BaseMutationOptions<
  SandboxCheckoutMutation,
  SandboxCheckoutMutationVariables
>;
export const VerifyPaymentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'VerifyPayment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'VerifyPaymentInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'verifyPayment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type VerifyPaymentMutationFn = Apollo.MutationFunction<
  VerifyPaymentMutation,
  VerifyPaymentMutationVariables
>;

/**
 * __useVerifyPaymentMutation__
 *
 * To run a mutation, you first call `useVerifyPaymentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useVerifyPaymentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [verifyPaymentMutation, { data, loading, error }] = useVerifyPaymentMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useVerifyPaymentMutation(
  baseOptions?: Apollo.MutationHookOptions<VerifyPaymentMutation, VerifyPaymentMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<VerifyPaymentMutation, VerifyPaymentMutationVariables>(
    VerifyPaymentDocument,
    options,
  );
}
export type VerifyPaymentMutationHookResult = ReturnType<typeof useVerifyPaymentMutation>;
export type VerifyPaymentMutationResult = Apollo.MutationResult<VerifyPaymentMutation>;
export type VerifyPaymentMutationOptions = Apollo.BaseMutationOptions<
  VerifyPaymentMutation,
  VerifyPaymentMutationVariables
>;
export const CoursesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Courses' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'CourseFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'CourseSort' } },
        },
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
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'withFacets' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
          defaultValue: { kind: 'BooleanValue', value: false },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'courses' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
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
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CourseCardFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'facets' },
                  directives: [
                    {
                      kind: 'Directive',
                      name: { kind: 'Name', value: 'include' },
                      arguments: [
                        {
                          kind: 'Argument',
                          name: { kind: 'Name', value: 'if' },
                          value: { kind: 'Variable', name: { kind: 'Name', value: 'withFacets' } },
                        },
                      ],
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'categories' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'FacetCountFields' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'prices' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'FacetCountFields' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'ratings' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'FacetCountFields' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'durations' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'FacetCountFields' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'levels' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'FacetCountFields' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'languages' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'FacetCountFields' },
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
      name: { kind: 'Name', value: 'CourseCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Course' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'averageRating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ratingCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enrolledStudentsCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'educator' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FacetCountFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FacetCount' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parent' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useCoursesQuery__
 *
 * To run a query within a React component, call `useCoursesQuery` and pass it any options that fit your needs.
 * When your component renders, `useCoursesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCoursesQuery({
 *   variables: {
 *      search: // value for 'search'
 *      filter: // value for 'filter'
 *      sort: // value for 'sort'
 *      first: // value for 'first'
 *      after: // value for 'after'
 *      withFacets: // value for 'withFacets'
 *   },
 * });
 */
export function useCoursesQuery(
  baseOptions?: Apollo.QueryHookOptions<CoursesQuery, CoursesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<CoursesQuery, CoursesQueryVariables>(CoursesDocument, options);
}
export function useCoursesLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<CoursesQuery, CoursesQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<CoursesQuery, CoursesQueryVariables>(CoursesDocument, options);
}
// @ts-ignore
export function useCoursesSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<CoursesQuery, CoursesQueryVariables>,
): Apollo.UseSuspenseQueryResult<CoursesQuery, CoursesQueryVariables>;
export function useCoursesSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CoursesQuery, CoursesQueryVariables>,
): Apollo.UseSuspenseQueryResult<CoursesQuery | undefined, CoursesQueryVariables>;
export function useCoursesSuspenseQuery(
  baseOptions?:
    Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CoursesQuery, CoursesQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<CoursesQuery, CoursesQueryVariables>(CoursesDocument, options);
}
export type CoursesQueryHookResult = ReturnType<typeof useCoursesQuery>;
export type CoursesLazyQueryHookResult = ReturnType<typeof useCoursesLazyQuery>;
export type CoursesSuspenseQueryHookResult = ReturnType<typeof useCoursesSuspenseQuery>;
export type CoursesQueryResult = Apollo.QueryResult<CoursesQuery, CoursesQueryVariables>;
export const CourseDetailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CourseDetail' },
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
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CourseCardFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseDescription' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerIsEnrolled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerRefundedBefore' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalDuration' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lectureCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ratingBreakdown' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'stars' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'category' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'parentSlug' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'parentName' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'language' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
                { kind: 'Field', name: { kind: 'Name', value: 'learningPoints' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requirements' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CourseCurriculum' } },
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
      name: { kind: 'Name', value: 'CourseCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Course' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'averageRating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ratingCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enrolledStudentsCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'educator' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
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
  ],
} as unknown as DocumentNode;

/**
 * __useCourseDetailQuery__
 *
 * To run a query within a React component, call `useCourseDetailQuery` and pass it any options that fit your needs.
 * When your component renders, `useCourseDetailQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCourseDetailQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCourseDetailQuery(
  baseOptions: Apollo.QueryHookOptions<CourseDetailQuery, CourseDetailQueryVariables> &
    ({ variables: CourseDetailQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<CourseDetailQuery, CourseDetailQueryVariables>(
    CourseDetailDocument,
    options,
  );
}
export function useCourseDetailLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<CourseDetailQuery, CourseDetailQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<CourseDetailQuery, CourseDetailQueryVariables>(
    CourseDetailDocument,
    options,
  );
}
// @ts-ignore
export function useCourseDetailSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<CourseDetailQuery, CourseDetailQueryVariables>,
): Apollo.UseSuspenseQueryResult<CourseDetailQuery, CourseDetailQueryVariables>;
export function useCourseDetailSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CourseDetailQuery, CourseDetailQueryVariables>,
): Apollo.UseSuspenseQueryResult<CourseDetailQuery | undefined, CourseDetailQueryVariables>;
export function useCourseDetailSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CourseDetailQuery, CourseDetailQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<CourseDetailQuery, CourseDetailQueryVariables>(
    CourseDetailDocument,
    options,
  );
}
export type CourseDetailQueryHookResult = ReturnType<typeof useCourseDetailQuery>;
export type CourseDetailLazyQueryHookResult = ReturnType<typeof useCourseDetailLazyQuery>;
export type CourseDetailSuspenseQueryHookResult = ReturnType<typeof useCourseDetailSuspenseQuery>;
export type CourseDetailQueryResult = Apollo.QueryResult<
  CourseDetailQuery,
  CourseDetailQueryVariables
>;
export const CourseRelatedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CourseRelated' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'moreByInstructor' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'first' },
                      value: { kind: 'IntValue', value: '4' },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CourseCardFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'alsoBought' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'first' },
                      value: { kind: 'IntValue', value: '4' },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CourseCardFields' } },
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
      name: { kind: 'Name', value: 'CourseCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Course' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'averageRating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ratingCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enrolledStudentsCount' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'educator' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useCourseRelatedQuery__
 *
 * To run a query within a React component, call `useCourseRelatedQuery` and pass it any options that fit your needs.
 * When your component renders, `useCourseRelatedQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCourseRelatedQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCourseRelatedQuery(
  baseOptions: Apollo.QueryHookOptions<CourseRelatedQuery, CourseRelatedQueryVariables> &
    ({ variables: CourseRelatedQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<CourseRelatedQuery, CourseRelatedQueryVariables>(
    CourseRelatedDocument,
    options,
  );
}
export function useCourseRelatedLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<CourseRelatedQuery, CourseRelatedQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<CourseRelatedQuery, CourseRelatedQueryVariables>(
    CourseRelatedDocument,
    options,
  );
}
// @ts-ignore
export function useCourseRelatedSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<CourseRelatedQuery, CourseRelatedQueryVariables>,
): Apollo.UseSuspenseQueryResult<CourseRelatedQuery, CourseRelatedQueryVariables>;
export function useCourseRelatedSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CourseRelatedQuery, CourseRelatedQueryVariables>,
): Apollo.UseSuspenseQueryResult<CourseRelatedQuery | undefined, CourseRelatedQueryVariables>;
export function useCourseRelatedSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CourseRelatedQuery, CourseRelatedQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<CourseRelatedQuery, CourseRelatedQueryVariables>(
    CourseRelatedDocument,
    options,
  );
}
export type CourseRelatedQueryHookResult = ReturnType<typeof useCourseRelatedQuery>;
export type CourseRelatedLazyQueryHookResult = ReturnType<typeof useCourseRelatedLazyQuery>;
export type CourseRelatedSuspenseQueryHookResult = ReturnType<typeof useCourseRelatedSuspenseQuery>;
export type CourseRelatedQueryResult = Apollo.QueryResult<
  CourseRelatedQuery,
  CourseRelatedQueryVariables
>;
export const MyEnrollmentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyEnrollments' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myEnrollments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'enrolledAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'course' },
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
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'ImageSourceFields' },
                            },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalDuration' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lectureCount' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'progress' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProgressFields' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'refundableUntil' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'certificate' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'pdfUrl' } },
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
      name: { kind: 'Name', value: 'ProgressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CourseProgress' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedLectureIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lecturesCompleted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalLectures' } },
          { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resume' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lectureTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'positionSeconds' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useMyEnrollmentsQuery__
 *
 * To run a query within a React component, call `useMyEnrollmentsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyEnrollmentsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyEnrollmentsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyEnrollmentsQuery(
  baseOptions?: Apollo.QueryHookOptions<MyEnrollmentsQuery, MyEnrollmentsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<MyEnrollmentsQuery, MyEnrollmentsQueryVariables>(
    MyEnrollmentsDocument,
    options,
  );
}
export function useMyEnrollmentsLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<MyEnrollmentsQuery, MyEnrollmentsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<MyEnrollmentsQuery, MyEnrollmentsQueryVariables>(
    MyEnrollmentsDocument,
    options,
  );
}
// @ts-ignore
export function useMyEnrollmentsSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<MyEnrollmentsQuery, MyEnrollmentsQueryVariables>,
): Apollo.UseSuspenseQueryResult<MyEnrollmentsQuery, MyEnrollmentsQueryVariables>;
export function useMyEnrollmentsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<MyEnrollmentsQuery, MyEnrollmentsQueryVariables>,
): Apollo.UseSuspenseQueryResult<MyEnrollmentsQuery | undefined, MyEnrollmentsQueryVariables>;
export function useMyEnrollmentsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<MyEnrollmentsQuery, MyEnrollmentsQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<MyEnrollmentsQuery, MyEnrollmentsQueryVariables>(
    MyEnrollmentsDocument,
    options,
  );
}
export type MyEnrollmentsQueryHookResult = ReturnType<typeof useMyEnrollmentsQuery>;
export type MyEnrollmentsLazyQueryHookResult = ReturnType<typeof useMyEnrollmentsLazyQuery>;
export type MyEnrollmentsSuspenseQueryHookResult = ReturnType<typeof useMyEnrollmentsSuspenseQuery>;
export type MyEnrollmentsQueryResult = Apollo.QueryResult<
  MyEnrollmentsQuery,
  MyEnrollmentsQueryVariables
>;
export const RequestRefundDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RequestRefund' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requestRefund' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'courseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reason' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type RequestRefundMutationFn = Apollo.MutationFunction<
  RequestRefundMutation,
  RequestRefundMutationVariables
>;

/**
 * __useRequestRefundMutation__
 *
 * To run a mutation, you first call `useRequestRefundMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestRefundMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestRefundMutation, { data, loading, error }] = useRequestRefundMutation({
 *   variables: {
 *      courseId: // value for 'courseId'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useRequestRefundMutation(
  baseOptions?: Apollo.MutationHookOptions<RequestRefundMutation, RequestRefundMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<RequestRefundMutation, RequestRefundMutationVariables>(
    RequestRefundDocument,
    options,
  );
}
export type RequestRefundMutationHookResult = ReturnType<typeof useRequestRefundMutation>;
export type RequestRefundMutationResult = Apollo.MutationResult<RequestRefundMutation>;
export type RequestRefundMutationOptions = Apollo.BaseMutationOptions<
  RequestRefundMutation,
  RequestRefundMutationVariables
>;
export const PlayerCourseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PlayerCourse' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerIsEnrolled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerRating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerReview' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerReviewHidden' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'educator' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'averageRating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ratingCount' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CourseCurriculum' } },
              ],
            },
          },
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
  ],
} as unknown as DocumentNode;

/**
 * __usePlayerCourseQuery__
 *
 * To run a query within a React component, call `usePlayerCourseQuery` and pass it any options that fit your needs.
 * When your component renders, `usePlayerCourseQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePlayerCourseQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePlayerCourseQuery(
  baseOptions: Apollo.QueryHookOptions<PlayerCourseQuery, PlayerCourseQueryVariables> &
    ({ variables: PlayerCourseQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<PlayerCourseQuery, PlayerCourseQueryVariables>(
    PlayerCourseDocument,
    options,
  );
}
export function usePlayerCourseLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<PlayerCourseQuery, PlayerCourseQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<PlayerCourseQuery, PlayerCourseQueryVariables>(
    PlayerCourseDocument,
    options,
  );
}
// @ts-ignore
export function usePlayerCourseSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<PlayerCourseQuery, PlayerCourseQueryVariables>,
): Apollo.UseSuspenseQueryResult<PlayerCourseQuery, PlayerCourseQueryVariables>;
export function usePlayerCourseSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<PlayerCourseQuery, PlayerCourseQueryVariables>,
): Apollo.UseSuspenseQueryResult<PlayerCourseQuery | undefined, PlayerCourseQueryVariables>;
export function usePlayerCourseSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<PlayerCourseQuery, PlayerCourseQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<PlayerCourseQuery, PlayerCourseQueryVariables>(
    PlayerCourseDocument,
    options,
  );
}
export type PlayerCourseQueryHookResult = ReturnType<typeof usePlayerCourseQuery>;
export type PlayerCourseLazyQueryHookResult = ReturnType<typeof usePlayerCourseLazyQuery>;
export type PlayerCourseSuspenseQueryHookResult = ReturnType<typeof usePlayerCourseSuspenseQuery>;
export type PlayerCourseQueryResult = Apollo.QueryResult<
  PlayerCourseQuery,
  PlayerCourseQueryVariables
>;
export const CourseProgressDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CourseProgress' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
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
            name: { kind: 'Name', value: 'courseProgress' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'courseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProgressFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProgressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CourseProgress' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedLectureIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lecturesCompleted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalLectures' } },
          { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resume' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lectureTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'positionSeconds' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useCourseProgressQuery__
 *
 * To run a query within a React component, call `useCourseProgressQuery` and pass it any options that fit your needs.
 * When your component renders, `useCourseProgressQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCourseProgressQuery({
 *   variables: {
 *      courseId: // value for 'courseId'
 *   },
 * });
 */
export function useCourseProgressQuery(
  baseOptions: Apollo.QueryHookOptions<CourseProgressQuery, CourseProgressQueryVariables> &
    ({ variables: CourseProgressQueryVariables; skip?: boolean } | { skip: boolean }),
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<CourseProgressQuery, CourseProgressQueryVariables>(
    CourseProgressDocument,
    options,
  );
}
export function useCourseProgressLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<CourseProgressQuery, CourseProgressQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<CourseProgressQuery, CourseProgressQueryVariables>(
    CourseProgressDocument,
    options,
  );
}
// @ts-ignore
export function useCourseProgressSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<CourseProgressQuery, CourseProgressQueryVariables>,
): Apollo.UseSuspenseQueryResult<CourseProgressQuery, CourseProgressQueryVariables>;
export function useCourseProgressSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CourseProgressQuery, CourseProgressQueryVariables>,
): Apollo.UseSuspenseQueryResult<CourseProgressQuery | undefined, CourseProgressQueryVariables>;
export function useCourseProgressSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<CourseProgressQuery, CourseProgressQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<CourseProgressQuery, CourseProgressQueryVariables>(
    CourseProgressDocument,
    options,
  );
}
export type CourseProgressQueryHookResult = ReturnType<typeof useCourseProgressQuery>;
export type CourseProgressLazyQueryHookResult = ReturnType<typeof useCourseProgressLazyQuery>;
export type CourseProgressSuspenseQueryHookResult = ReturnType<
  typeof useCourseProgressSuspenseQuery
>;
export type CourseProgressQueryResult = Apollo.QueryResult<
  CourseProgressQuery,
  CourseProgressQueryVariables
>;
export const CompleteLectureDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CompleteLecture' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'lectureId' } },
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
            name: { kind: 'Name', value: 'completeLecture' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'courseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'courseId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'lectureId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'lectureId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'progress' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProgressFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'certificate' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'CertificateFields' },
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
      name: { kind: 'Name', value: 'CertificateFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Certificate' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'learnerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseTitle' } },
          { kind: 'Field', name: { kind: 'Name', value: 'educatorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pdfUrl' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProgressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CourseProgress' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'courseId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedLectureIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lecturesCompleted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalLectures' } },
          { kind: 'Field', name: { kind: 'Name', value: 'percent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resume' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'lectureId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lectureTitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'positionSeconds' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type CompleteLectureMutationFn = Apollo.MutationFunction<
  CompleteLectureMutation,
  CompleteLectureMutationVariables
>;

/**
 * __useCompleteLectureMutation__
 *
 * To run a mutation, you first call `useCompleteLectureMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCompleteLectureMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [completeLectureMutation, { data, loading, error }] = useCompleteLectureMutation({
 *   variables: {
 *      courseId: // value for 'courseId'
 *      lectureId: // value for 'lectureId'
 *   },
 * });
 */
export function useCompleteLectureMutation(
  baseOptions?: Apollo.MutationHookOptions<
    CompleteLectureMutation,
    CompleteLectureMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<CompleteLectureMutation, CompleteLectureMutationVariables>(
    CompleteLectureDocument,
    options,
  );
}
export type CompleteLectureMutationHookResult = ReturnType<typeof useCompleteLectureMutation>;
export type CompleteLectureMutationResult = Apollo.MutationResult<CompleteLectureMutation>;
export type CompleteLectureMutationOptions = Apollo.BaseMutationOptions<
  CompleteLectureMutation,
  CompleteLectureMutationVariables
>;
export const RecordVisitDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RecordVisit' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'recordVisit' } }],
      },
    },
  ],
} as unknown as DocumentNode;
export type RecordVisitMutationFn = Apollo.MutationFunction<
  RecordVisitMutation,
  RecordVisitMutationVariables
>;

/**
 * __useRecordVisitMutation__
 *
 * To run a mutation, you first call `useRecordVisitMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRecordVisitMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [recordVisitMutation, { data, loading, error }] = useRecordVisitMutation({
 *   variables: {
 *   },
 * });
 */
export function useRecordVisitMutation(
  baseOptions?: Apollo.MutationHookOptions<RecordVisitMutation, RecordVisitMutationVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<RecordVisitMutation, RecordVisitMutationVariables>(
    RecordVisitDocument,
    options,
  );
}
export type RecordVisitMutationHookResult = ReturnType<typeof useRecordVisitMutation>;
export type RecordVisitMutationResult = Apollo.MutationResult<RecordVisitMutation>;
export type RecordVisitMutationOptions = Apollo.BaseMutationOptions<
  RecordVisitMutation,
  RecordVisitMutationVariables
>;
export const SubscribeNewsletterDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SubscribeNewsletter' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'subscribeNewsletter' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'alreadySubscribed' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;
export type SubscribeNewsletterMutationFn = Apollo.MutationFunction<
  SubscribeNewsletterMutation,
  SubscribeNewsletterMutationVariables
>;

/**
 * __useSubscribeNewsletterMutation__
 *
 * To run a mutation, you first call `useSubscribeNewsletterMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSubscribeNewsletterMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [subscribeNewsletterMutation, { data, loading, error }] = useSubscribeNewsletterMutation({
 *   variables: {
 *      email: // value for 'email'
 *   },
 * });
 */
export function useSubscribeNewsletterMutation(
  baseOptions?: Apollo.MutationHookOptions<
    SubscribeNewsletterMutation,
    SubscribeNewsletterMutationVariables
  >,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useMutation<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>(
    SubscribeNewsletterDocument,
    options,
  );
}
export type SubscribeNewsletterMutationHookResult = ReturnType<
  typeof useSubscribeNewsletterMutation
>;
export type SubscribeNewsletterMutationResult = Apollo.MutationResult<SubscribeNewsletterMutation>;
export type SubscribeNewsletterMutationOptions = Apollo.BaseMutationOptions<
  SubscribeNewsletterMutation,
  SubscribeNewsletterMutationVariables
>;
export const SiteSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SiteSettings' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'siteSettings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxUploadBytes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'apiTokenRateLimit' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode;

/**
 * __useSiteSettingsQuery__
 *
 * To run a query within a React component, call `useSiteSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSiteSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSiteSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useSiteSettingsQuery(
  baseOptions?: Apollo.QueryHookOptions<SiteSettingsQuery, SiteSettingsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useQuery<SiteSettingsQuery, SiteSettingsQueryVariables>(
    SiteSettingsDocument,
    options,
  );
}
export function useSiteSettingsLazyQuery(
  baseOptions?: Apollo.LazyQueryHookOptions<SiteSettingsQuery, SiteSettingsQueryVariables>,
) {
  const options = { ...defaultOptions, ...baseOptions };
  return Apollo.useLazyQuery<SiteSettingsQuery, SiteSettingsQueryVariables>(
    SiteSettingsDocument,
    options,
  );
}
// @ts-ignore
export function useSiteSettingsSuspenseQuery(
  baseOptions?: Apollo.SuspenseQueryHookOptions<SiteSettingsQuery, SiteSettingsQueryVariables>,
): Apollo.UseSuspenseQueryResult<SiteSettingsQuery, SiteSettingsQueryVariables>;
export function useSiteSettingsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<SiteSettingsQuery, SiteSettingsQueryVariables>,
): Apollo.UseSuspenseQueryResult<SiteSettingsQuery | undefined, SiteSettingsQueryVariables>;
export function useSiteSettingsSuspenseQuery(
  baseOptions?:
    | Apollo.SkipToken
    | Apollo.SuspenseQueryHookOptions<SiteSettingsQuery, SiteSettingsQueryVariables>,
) {
  const options =
    baseOptions === Apollo.skipToken ? baseOptions : { ...defaultOptions, ...baseOptions };
  return Apollo.useSuspenseQuery<SiteSettingsQuery, SiteSettingsQueryVariables>(
    SiteSettingsDocument,
    options,
  );
}
export type SiteSettingsQueryHookResult = ReturnType<typeof useSiteSettingsQuery>;
export type SiteSettingsLazyQueryHookResult = ReturnType<typeof useSiteSettingsLazyQuery>;
export type SiteSettingsSuspenseQueryHookResult = ReturnType<typeof useSiteSettingsSuspenseQuery>;
export type SiteSettingsQueryResult = Apollo.QueryResult<
  SiteSettingsQuery,
  SiteSettingsQueryVariables
>;
