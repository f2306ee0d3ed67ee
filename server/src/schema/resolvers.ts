import { AccountResolver } from '../account/account.resolver';
import { ApiTokensResolver } from '../api-tokens/api-tokens.resolver';
import { AdminResolver } from '../admin/admin.resolver';
import { ReviewReportsResolver } from '../admin/review-reports.resolver';
import { AuditLogEntryResolver } from '../admin/audit-log.resolver';
import { AuthResolver } from '../auth/auth.resolver';
import { SessionsResolver } from '../auth/sessions.resolver';
import { CertificatesResolver } from '../certificates/certificates.resolver';
import { CredentialsResolver } from '../credentials/credentials.resolver';
import { CoursesResolver } from '../courses/courses.resolver';
import { DiscoveryResolver } from '../courses/discovery.resolver';
import { CourseAuthoringResolver } from '../courses/authoring/course-authoring.resolver';
import { CoursePublishingResolver } from '../courses/authoring/course-publishing.resolver';
import { EducatorCourseResolver, EducatorResolver } from '../educator/educator.resolver';
import { CouponsResolver } from '../payments/coupons/coupons.resolver';
import { PaymentsResolver } from '../payments/payments.resolver';
import { RefundNoticeResolver } from '../payments/refund-notice.resolver';
import { LearningResolver } from '../learning/learning.resolver';
import { MyEnrollmentResolver } from '../learning/my-enrollment.resolver';
import { NotesResolver } from '../notes/notes.resolver';
import { QuestionsResolver } from '../community/questions.resolver';
import { PostModerationResolver } from '../community/post-moderation.resolver';
import { NotificationsResolver } from '../notifications/notifications.resolver';
import { AnnouncementsResolver } from '../announcements/announcements.resolver';
import { RatingsResolver } from '../ratings/ratings.resolver';
import { QuizzesResolver } from '../quizzes/quizzes.resolver';
import {
  ChapterQuizzesResolver,
  CourseProgressQuizzesResolver,
  MyEnrollmentQuizzesResolver,
  QuizTakingResolver,
} from '../quizzes/quiz-taking.resolver';
import { SiteResolver } from '../site/site.resolver';
import { SiteSettingsResolver } from '../site/site-settings.resolver';
import { UsersResolver } from '../users/users.resolver';
import { UserEnrollmentsResolver } from '../enrollments/user-enrollments.resolver';
import { AnalyticsResolver } from '../analytics/analytics.resolver';
import { TrafficResolver } from '../traffic/traffic.resolver';
import { WebhookDeliveryResolver, WebhooksResolver } from '../webhooks/webhooks.resolver';
import { WishlistResolver } from '../wishlist/wishlist.resolver';
import { PushResolver } from '../push/push.resolver';
import { HostedVideoResolver } from '../video/graphql/hosted-video.resolver';
import { UploadLimitsResolver } from '../video/graphql/upload-limits.resolver';
import { LectureVideoResolver } from '../video/graphql/lecture-video.resolver';
import { AvailabilityResolver } from '../mentorship/availability/availability.resolver';
import { MentorResolver } from '../mentorship/mentors/mentor.resolver';
import { CourseMentorResolver } from '../mentorship/mentors/course-mentor.resolver';
import { CourseLiveSessionsResolver, LiveSessionsResolver } from '../live/live.resolver';
import { LiveInviteResolver } from '../live/invites/live-invite.resolver';
import { LiveSeatsResolver } from '../live/seats/live-seats.resolver';
import { LiveSessionSeatsResolver } from '../live/seats/live-session-seats.resolver';
import { SessionTypeResolver } from '../mentorship/mentors/session-type.resolver';
import { BookingsResolver } from '../mentorship/bookings/bookings.resolver';
import { BookingPaymentsResolver } from '../mentorship/bookings/booking-payments.resolver';
import { AdminBookingsResolver } from '../mentorship/admin-bookings/admin-bookings.resolver';
import { BookingInviteResolver } from '../mentorship/invites/booking-invite.resolver';
import { SessionRoomResolver } from '../mentorship/room/session-room.resolver';
import { LiveRoomResolver } from '../live/room/live-room.resolver';
import { LiveAttendanceResolver } from '../live/attendance/live-attendance.resolver';
import { LiveRecordingResolver } from '../live/recording/live-recording.resolver';
import { AdminLiveSessionsResolver } from '../live/admin/admin-live-sessions.resolver';
import {
  BookingInsightsResolver,
  DashboardResolver,
  MentorInsightsResolver,
} from '../mentorship/insights/insights.resolver';

/** Every GraphQL resolver class; a test checks the running app serves exactly the schema these build. */
export const RESOLVERS: Function[] = [
  AuthResolver,
  SessionsResolver,
  UsersResolver,
  UserEnrollmentsResolver,
  CoursesResolver,
  DiscoveryResolver,
  RatingsResolver,
  WishlistResolver,
  PushResolver,
  SiteResolver,
  SiteSettingsResolver,
  CourseAuthoringResolver,
  CoursePublishingResolver,
  EducatorResolver,
  EducatorCourseResolver,
  PaymentsResolver,
  RefundNoticeResolver,
  CouponsResolver,
  LearningResolver,
  MyEnrollmentResolver,
  QuizzesResolver,
  QuizTakingResolver,
  ChapterQuizzesResolver,
  MyEnrollmentQuizzesResolver,
  CourseProgressQuizzesResolver,
  NotesResolver,
  QuestionsResolver,
  PostModerationResolver,
  NotificationsResolver,
  AnnouncementsResolver,
  CertificatesResolver,
  CredentialsResolver,
  AccountResolver,
  TrafficResolver,
  AnalyticsResolver,
  ApiTokensResolver,
  WebhooksResolver,
  WebhookDeliveryResolver,
  AdminResolver,
  ReviewReportsResolver,
  AuditLogEntryResolver,
  LectureVideoResolver,
  HostedVideoResolver,
  UploadLimitsResolver,
  MentorResolver,
  CourseMentorResolver,
  SessionTypeResolver,
  AvailabilityResolver,
  BookingsResolver,
  BookingPaymentsResolver,
  BookingInviteResolver,
  AdminBookingsResolver,
  LiveSessionsResolver,
  CourseLiveSessionsResolver,
  LiveInviteResolver,
  LiveSeatsResolver,
  LiveSessionSeatsResolver,
  SessionRoomResolver,
  LiveRoomResolver,
  LiveAttendanceResolver,
  LiveRecordingResolver,
  AdminLiveSessionsResolver,
  BookingInsightsResolver,
  MentorInsightsResolver,
  DashboardResolver,
];
