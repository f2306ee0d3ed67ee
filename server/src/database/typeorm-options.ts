import { AdminAuditEntry } from '../admin/admin-audit-entry.entity';
import { AdminHold } from '../admin/admin-hold.entity';
import { ReviewReport } from '../admin/review-report.entity';
import { ApiToken } from '../api-tokens/api-token.entity';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { withBootLock } from '../common/database/boot-lock';
import { DATABASE_TIMEOUTS } from '../common/database/timeouts';
import { Coupon } from '../payments/coupons/coupon.entity';
import { Chapter } from '../courses/chapter.entity';
import { Category } from '../courses/category.entity';
import { Course } from '../courses/course.entity';
import { CourseStats } from '../courses/course-stats.entity';
import { CourseThumbnailSource } from '../courses/course-thumbnail-source.entity';
import { Lecture } from '../courses/lecture.entity';
import { Enrollment } from '../enrollments/enrollment.entity';
import { Purchase } from '../payments/purchase.entity';
import { PurchaseRefund } from '../payments/purchase-refund.entity';
import { Receipt, ReceiptNumber } from '../payments/receipt.entity';
import { CreditNote, CreditNoteNumber } from '../payments/credit-note.entity';
import { PaymentWebhookEvent } from '../payments/webhook-event.entity';
import { Certificate } from '../certificates/certificate.entity';
import { LectureCompletion } from '../learning/lecture-completion.entity';
import { LecturePosition } from '../learning/lecture-position.entity';
import { LectureWatch } from '../learning/lecture-watch.entity';
import { Quiz, QuizQuestion } from '../quizzes/quiz.entity';
import { QuizAttempt } from '../quizzes/quiz-attempt.entity';
import { LectureNote } from '../notes/lecture-note.entity';
import { LectureQuestion } from '../community/lecture-question.entity';
import { QuestionAnswer } from '../community/question-answer.entity';
import { QuestionUpvote } from '../community/question-upvote.entity';
import { PostReport } from '../community/post-report.entity';
import { AccountToken } from '../auth/account-token.entity';
import { Session } from '../auth/session.entity';
import { CourseDailySales } from '../analytics/course-daily-sales.entity';
import {
  CourseRunningStats,
  SiteDailySales,
  SiteDailySource,
  SiteRollupState,
} from '../analytics/site-rollups.entity';
import { OutboundMail } from '../mail/outbound-mail.entity';
import { CourseRating } from '../ratings/course-rating.entity';
import { ContactMessage } from '../site/contact-message.entity';
import { NewsletterSubscription } from '../site/newsletter-subscription.entity';
import { VisitCounter } from '../site/visit-counter.entity';
import { CourseDailySource } from '../traffic/course-daily-source.entity';
import { CourseDailyStats } from '../traffic/course-daily-stats.entity';
import { VisitorMark } from '../traffic/visitor-mark.entity';
import { VisitorSalt } from '../traffic/visitor-salt.entity';
import { User } from '../users/user.entity';
import { WebhookAttempt, WebhookDelivery } from '../webhooks/webhook-delivery.entity';
import { WebhookEndpoint } from '../webhooks/webhook-endpoint.entity';
import { WebhookEvent } from '../webhooks/webhook-event.entity';
import { EmailHolding } from '../users/email-holding.entity';
import { WishlistItem } from '../wishlist/wishlist-item.entity';
import { IdempotencyKey } from '../offline-sync/idempotency-key.entity';
import { PushSubscription } from '../push/push-subscription.entity';
import { Notification } from '../notifications/notification.entity';
import { CourseAnnouncement } from '../announcements/course-announcement.entity';
import { HostedVideo } from '../video/hosted-video.entity';
import { LectureCaption } from '../video/lecture-caption.entity';
import { UploadLock } from '../video/upload/upload-lock.entity';
import { DateOverride, WeeklyHours } from '../mentorship/availability.entity';
import { Booking } from '../mentorship/booking.entity';
import { MentorProfile } from '../mentorship/mentor-profile.entity';
import { SessionRating } from '../mentorship/session-rating.entity';
import { SessionType } from '../mentorship/session-type.entity';
import { LiveAttendance } from '../live/live-attendance.entity';
import { LiveOccurrence } from '../live/live-occurrence.entity';
import { LiveSeat } from '../live/live-seat.entity';
import { LiveSession } from '../live/live-session.entity';
import { migrations } from './migrations';

export const ENTITIES = [
  AdminAuditEntry,
  AdminHold,
  ReviewReport,
  User,
  EmailHolding,
  Category,
  Course,
  CourseStats,
  CourseThumbnailSource,
  Chapter,
  Lecture,
  HostedVideo,
  LectureCaption,
  UploadLock,
  MentorProfile,
  SessionType,
  WeeklyHours,
  DateOverride,
  Booking,
  SessionRating,
  LiveSession,
  LiveOccurrence,
  LiveSeat,
  LiveAttendance,
  Enrollment,
  Coupon,
  Purchase,
  PurchaseRefund,
  PaymentWebhookEvent,
  LectureCompletion,
  LecturePosition,
  LectureWatch,
  Quiz,
  QuizQuestion,
  QuizAttempt,
  LectureNote,
  LectureQuestion,
  QuestionAnswer,
  QuestionUpvote,
  PostReport,
  CourseRating,
  VisitCounter,
  ContactMessage,
  NewsletterSubscription,
  Certificate,
  OutboundMail,
  AccountToken,
  Session,
  ApiToken,
  WebhookEndpoint,
  WebhookEvent,
  WebhookDelivery,
  WebhookAttempt,
  Receipt,
  ReceiptNumber,
  CreditNote,
  CreditNoteNumber,
  CourseDailyStats,
  CourseDailySource,
  CourseDailySales,
  CourseRunningStats,
  SiteDailySales,
  SiteDailySource,
  SiteRollupState,
  VisitorMark,
  VisitorSalt,
  WishlistItem,
  IdempotencyKey,
  PushSubscription,
  Notification,
  CourseAnnouncement,
];

/** Connections per server process; PostgreSQL's default 100 leaves room for several processes and an operator. */
const POOL_SIZE = 10;

function baseOptions(databaseUrl: string) {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: ENTITIES,
    migrations,
    migrationsRun: false,
    synchronize: false,
    uuidExtension: 'pgcrypto',
    logging: false, // failed queries reach the error mapper; TypeORM's logger would print parameters such as password hashes
    connectTimeoutMS: DATABASE_TIMEOUTS.connectMs, // pg-pool's connectionTimeoutMillis: connect and pool acquire
  } satisfies DataSourceOptions;
}

/** The app's pool: every wait bounded by DATABASE_TIMEOUTS. */
export function typeormOptions(databaseUrl: string): DataSourceOptions {
  return {
    ...baseOptions(databaseUrl),
    poolSize: POOL_SIZE,
    extra: {
      statement_timeout: DATABASE_TIMEOUTS.statementMs,
      query_timeout: DATABASE_TIMEOUTS.queryMs,
      idle_in_transaction_session_timeout: DATABASE_TIMEOUTS.idleInTransactionMs,
      keepAlive: true, // notices a server that vanished from the network while a connection sat idle
    },
  };
}

/** For migrations (at boot and from the CLI): only the connect timeout, since a schema change may rightly take minutes. */
export function migrationOptions(databaseUrl: string): DataSourceOptions {
  return baseOptions(databaseUrl);
}

/**
 * Applies pending migrations on connections of their own, before the app's pool opens. Instances
 * booting together take turns (the boot lock), so each migration runs once.
 */
export async function runMigrations(databaseUrl: string): Promise<void> {
  const dataSource = await new DataSource(migrationOptions(databaseUrl)).initialize();
  const lockHolder = dataSource.createQueryRunner();
  try {
    await withBootLock(lockHolder, () => dataSource.runMigrations({ transaction: 'all' }));
  } finally {
    await lockHolder.release();
    await dataSource.destroy();
  }
}
