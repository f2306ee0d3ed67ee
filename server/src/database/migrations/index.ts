import type { MigrationInterface } from 'typeorm';
import { Catalog1795215936675 } from './1795215936675-Catalog';
import { Users1795214956615 } from './1795214956615-Users';
import { Educator1795216222652 } from './1795216222652-Educator';
import { Learning1795216512428 } from './1795216512428-Learning';
import { SessionRevocation1795441683398 } from './1795441683398-SessionRevocation';
import { PurchaseCurrencyNoDefault1795448120776 } from './1795448120776-PurchaseCurrencyNoDefault';
import { ChangeNotifications1795450732347 } from './1795450732347-ChangeNotifications';
import { ScaleIndexes1795452410452 } from './1795452410452-ScaleIndexes';
import { RateLimits1795460000000 } from './1795460000000-RateLimits';
import { Refunds1795595030281 } from './1795595030281-Refunds';
import { Reviews1795595048067 } from './1795595048067-Reviews';
import { LecturePositions1795595232362 } from './1795595232362-LecturePositions';
import { Certificates1795595352295 } from './1795595352295-Certificates';
import { RemoveSelfRatings1795621900000 } from './1795621900000-RemoveSelfRatings';
import { PurchaseRefunds1795621981331 } from './1795621981331-PurchaseRefunds';
import { ThumbnailSources1795622096875 } from './1795622096875-ThumbnailSources';
import { ChangeScopes1795700000000 } from './1795700000000-ChangeScopes';
import { OutboundMails1795700100000 } from './1795700100000-OutboundMails';
import { AccountTokens1795700200000 } from './1795700200000-AccountTokens';
import { Receipts1795700300000 } from './1795700300000-Receipts';
import { NewsletterConfirmation1795700400000 } from './1795700400000-NewsletterConfirmation';
import { NotificationPreferences1795700500000 } from './1795700500000-NotificationPreferences';
import { Discovery1795800000000 } from './1795800000000-Discovery';
import { CatalogFacts1795900000000 } from './1795900000000-CatalogFacts';
import { FreeCoursesHaveNoDiscount1795900100000 } from './1795900100000-FreeCoursesHaveNoDiscount';
import { Coupons1796000000000 } from './1796000000000-Coupons';
import { CourseAnalytics1796000100000 } from './1796000100000-CourseAnalytics';
import { ReviewReplies1796000200000 } from './1796000200000-ReviewReplies';
import { PurchaseListPrice1796000400000 } from './1796000400000-PurchaseListPrice';
import { DailySales1796000500000 } from './1796000500000-DailySales';
import { Quizzes1796000600000 } from './1796000600000-Quizzes';
import { CertificateCredentials1796000700000 } from './1796000700000-CertificateCredentials';
import { SiteRollups1796000800000 } from './1796000800000-SiteRollups';
import { LectureCounts1796000900000 } from './1796000900000-LectureCounts';
import { ApiTokensAndDisabling1796001000000 } from './1796001000000-ApiTokensAndDisabling';
import { Webhooks1796001100000 } from './1796001100000-Webhooks';
import { AdminConsole1796001200000 } from './1796001200000-AdminConsole';
import { MailLeases1796001250000 } from './1796001250000-MailLeases';
import { WatchPacing1796001300000 } from './1796001300000-WatchPacing';
import { FairWebhooks1796001400000 } from './1796001400000-FairWebhooks';
import { AdminHolds1796001600000 } from './1796001600000-AdminHolds';
import { EmailHoldings1796001700000 } from './1796001700000-EmailHoldings';
import { PaidPurchasesHaveCompletedAt1796002000000 } from './1796002000000-PaidPurchasesHaveCompletedAt';
import { GstInvoices1796002100000 } from './1796002100000-GstInvoices';
import { LectureNotes1796002200000 } from './1796002200000-LectureNotes';
import { Wishlist1796002300000 } from './1796002300000-Wishlist';
import { ReviewReportDismissal1796002400000 } from './1796002400000-ReviewReportDismissal';
import { UserSessions1796002500000 } from './1796002500000-UserSessions';
import { UserLocale1796002600000 } from './1796002600000-UserLocale';
import { IdempotencyKeys1796002700000 } from './1796002700000-IdempotencyKeys';
import { PushSubscriptions1796002800000 } from './1796002800000-PushSubscriptions';
import { HostedVideos1796002900000 } from './1796002900000-HostedVideos';
import { CaptionSearch1796003100000 } from './1796003100000-CaptionSearch';
import { VideoUploadLocks1796003200000 } from './1796003200000-VideoUploadLocks';
import { Mentorship1796003300000 } from './1796003300000-Mentorship';
import { BookingPayments1796003400000 } from './1796003400000-BookingPayments';
import { SessionRatings1796003600000 } from './1796003600000-SessionRatings';
import { MentorChangeNotifications1796003820000 } from './1796003820000-MentorChangeNotifications';
import { LiveSessions1796039030776 } from './1796039030776-LiveSessions';
import { LiveRecordings1796039045000 } from './1796039045000-LiveRecordings';
import { RecordingsOutsideCompletion1796039060000 } from './1796039060000-RecordingsOutsideCompletion';
import { RecordingLectureIndex1796039070000 } from './1796039070000-RecordingLectureIndex';
import { Notifications1796039100000 } from './1796039100000-Notifications';
import { Community1796066063325 } from './1796066063325-Community';
import { ReviewerScope1796090000000 } from './1796090000000-ReviewerScope';
import { AnnouncementDelivery1796100000000 } from './1796100000000-AnnouncementDelivery';
import { RecordingLectureIds1796100100000 } from './1796100100000-RecordingLectureIds';

/** Every migration, in order. The CLI and the app both read this list. */
export const migrations: (new () => MigrationInterface)[] = [
  Users1795214956615,
  Catalog1795215936675,
  Educator1795216222652,
  Learning1795216512428,
  SessionRevocation1795441683398,
  PurchaseCurrencyNoDefault1795448120776,
  ChangeNotifications1795450732347,
  ScaleIndexes1795452410452,
  RateLimits1795460000000,
  Refunds1795595030281,
  Reviews1795595048067,
  LecturePositions1795595232362,
  Certificates1795595352295,
  RemoveSelfRatings1795621900000,
  PurchaseRefunds1795621981331,
  ThumbnailSources1795622096875,
  ChangeScopes1795700000000,
  OutboundMails1795700100000,
  AccountTokens1795700200000,
  Receipts1795700300000,
  NewsletterConfirmation1795700400000,
  NotificationPreferences1795700500000,
  Discovery1795800000000,
  CatalogFacts1795900000000,
  FreeCoursesHaveNoDiscount1795900100000,
  Coupons1796000000000,
  CourseAnalytics1796000100000,
  ReviewReplies1796000200000,
  PurchaseListPrice1796000400000,
  DailySales1796000500000,
  Quizzes1796000600000,
  CertificateCredentials1796000700000,
  SiteRollups1796000800000,
  LectureCounts1796000900000,
  ApiTokensAndDisabling1796001000000,
  Webhooks1796001100000,
  AdminConsole1796001200000,
  MailLeases1796001250000,
  WatchPacing1796001300000,
  FairWebhooks1796001400000,
  AdminHolds1796001600000,
  EmailHoldings1796001700000,
  PaidPurchasesHaveCompletedAt1796002000000,
  GstInvoices1796002100000,
  LectureNotes1796002200000,
  Wishlist1796002300000,
  ReviewReportDismissal1796002400000,
  UserSessions1796002500000,
  UserLocale1796002600000,
  IdempotencyKeys1796002700000,
  PushSubscriptions1796002800000,
  HostedVideos1796002900000,
  CaptionSearch1796003100000,
  VideoUploadLocks1796003200000,
  Mentorship1796003300000,
  BookingPayments1796003400000,
  SessionRatings1796003600000,
  MentorChangeNotifications1796003820000,
  LiveSessions1796039030776,
  LiveRecordings1796039045000,
  RecordingsOutsideCompletion1796039060000,
  RecordingLectureIndex1796039070000,
  Notifications1796039100000,
  Community1796066063325,
  ReviewerScope1796090000000,
  AnnouncementDelivery1796100000000,
  RecordingLectureIds1796100100000,
];
