import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed operations and Apollo hooks, with pre-parsed documents. */
const output = {
  plugins: ['typescript-operations', 'typescript-react-apollo'],
  config: {
    withHooks: true,
    enumsAsTypes: true,
    avoidOptionals: { field: true, inputValue: false },
    scalars: { DateTime: 'string', Upload: 'File' },
    useTypeImports: true,
    documentMode: 'documentNode',
  },
};

/**
 * The account pages and the email banner load lazily, so their operations are generated apart:
 * the bundler puts a module the entry chunk uses (as it does graphql.tsx) wholly into that chunk,
 * documents and all, where they would weigh on every first load.
 */
const accountDocuments = 'client/src/features/account/**/*.graphql';
/** Operations only the discovery pages use (instructor, category), for the same reason. */
const discoveryDocuments = 'client/src/features/discovery/**/*.graphql';
/** Fragments the discovery operations spread, shared with the main output (as authUser.graphql is). */
const courseCardDocuments = [
  'client/src/features/courses/courseCard.graphql',
  'client/src/components/courseThumbnail.graphql',
];
/** The navbar search's suggestions: their popup loads on first use, and so does this. */
const searchDocuments = 'client/src/layout/searchSuggestions.graphql';
/** The educator's Coupons page and the price card's coupon control, both in lazy chunks. */
const couponDocuments = 'client/src/features/coupons/**/*.graphql';
/** The course page's view and preview reports, and the educator's analytics page: both lazy. */
const trafficDocuments = 'client/src/features/courses/traffic/*.graphql';
const analyticsDocuments = 'client/src/features/educator/analytics/*.graphql';
/**
 * The certificate page and My Certificates, both lazy; with the fragment they share with the
 * player (certificate.graphql holds only it and the player's query).
 */
const certificatePageDocuments = 'client/src/features/certificates/certificatePages.graphql';
const certificateFragment = 'client/src/features/certificates/certificate.graphql';
/** A course's reviews: only the course page (a lazy chunk) lists them. */
const reviewDocuments = 'client/src/features/courses/reviews.graphql';
/** The reply under a review: a fragment of both the reviews and the educator's replies. */
const reviewReplyFragment = 'client/src/features/courses/reviewReply.graphql';
/** The educator area's pages, all lazy; with the fragments it shares with the course page. */
const educatorDocuments = 'client/src/features/educator/educator.graphql';
const sharedCourseFragments = [
  'client/src/features/courses/courseCurriculum.graphql',
  'client/src/components/courseThumbnail.graphql',
];
/** Publishing courses and replying to reviews: only the educator pages use them. */
const educatorActionDocuments = [
  'client/src/features/educator/publishing/*.graphql',
  'client/src/features/educator/reviews/*.graphql',
];

/** Writes only lazy pages send: the contact form's, and the player's (resume point, rating). */
const contactDocuments = 'client/src/features/contact/*.graphql';
const playerActionDocuments = 'client/src/features/learning/player/playerActions.graphql';

/** Quizzes: the player's quiz panel and the curriculum editor's quiz dialog, both lazy. */
const quizDocuments = 'client/src/features/learning/quizzes/*.graphql';
const educatorQuizDocuments = 'client/src/features/educator/quizzes/*.graphql';
/** The educator's Webhooks page: lazy. */
const webhookDocuments = 'client/src/features/educator/webhooks/*.graphql';
/** The admin console (lazy), and the course page's lazy "Report review" dialog. */
const adminDocuments = 'client/src/features/admin/*.graphql';
const reviewReportDocuments = 'client/src/features/courses/reviewReport.graphql';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  generates: {
    'client/src/generated/graphql.tsx': {
      ...output,
      documents: [
        'client/src/**/*.graphql',
        `!${accountDocuments}`,
        `!${discoveryDocuments}`,
        `!${searchDocuments}`,
        `!${couponDocuments}`,
        `!${trafficDocuments}`,
        `!${analyticsDocuments}`,
        `!${reviewDocuments}`,
        `!${certificatePageDocuments}`,
        `!${educatorDocuments}`,
        `!${reviewReplyFragment}`,
        `!${quizDocuments}`,
        `!${educatorQuizDocuments}`,
        `!${contactDocuments}`,
        `!${playerActionDocuments}`,
        `!${webhookDocuments}`,
        `!${adminDocuments}`,
        `!${reviewReportDocuments}`,
        ...educatorActionDocuments.map((glob) => `!${glob}`),
      ],
    },
    'client/src/generated/account.tsx': {
      ...output,
      documents: [accountDocuments, 'client/src/features/auth/authUser.graphql'],
    },
    'client/src/generated/discovery.tsx': {
      ...output,
      documents: [discoveryDocuments, ...courseCardDocuments],
    },
    'client/src/generated/coupons.tsx': {
      ...output,
      documents: [couponDocuments],
    },
    'client/src/generated/search.tsx': {
      ...output,
      documents: [searchDocuments],
    },
    'client/src/generated/traffic.tsx': {
      ...output,
      documents: [trafficDocuments],
    },
    'client/src/generated/analytics.tsx': {
      ...output,
      documents: [analyticsDocuments],
    },
    'client/src/generated/educator.tsx': {
      ...output,
      documents: [educatorDocuments, ...sharedCourseFragments],
    },
    'client/src/generated/educatorActions.tsx': {
      ...output,
      documents: [...educatorActionDocuments, reviewReplyFragment],
    },
    'client/src/generated/certificates.tsx': {
      ...output,
      documents: [certificatePageDocuments, certificateFragment],
    },
    'client/src/generated/quizzes.tsx': {
      ...output,
      documents: [quizDocuments, certificateFragment],
    },
    'client/src/generated/educatorQuizzes.tsx': {
      ...output,
      documents: [educatorQuizDocuments],
    },
    'client/src/generated/contact.tsx': {
      ...output,
      documents: [contactDocuments],
    },
    'client/src/generated/playerActions.tsx': {
      ...output,
      documents: [playerActionDocuments],
    },
    'client/src/generated/webhooks.tsx': {
      ...output,
      documents: [webhookDocuments],
    },
    'client/src/generated/admin.tsx': {
      ...output,
      documents: [adminDocuments],
    },
    'client/src/generated/reviewReport.tsx': {
      ...output,
      documents: [reviewReportDocuments],
    },
    'client/src/generated/reviews.tsx': {
      ...output,
      documents: [reviewDocuments, reviewReplyFragment],
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
