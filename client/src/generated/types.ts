/** Buckets of the series, in UTC (weeks start on Monday). */
export type AnalyticsGranularity = 'DAY' | 'MONTH' | 'WEEK';

/** What an API token may do. A token never does more than its owner: an educator scope on a learner’s token grants nothing. */
export type ApiScope =
  /** Read the catalog (catalog:read): Published courses, instructors, categories and reviews. */
  | 'CATALOG_READ'
  /** Write my courses (courses:write): Create, edit, publish and unpublish your courses and coupons (educators). */
  | 'COURSES_WRITE'
  /** Read my learning (learning:read): Your enrolments, progress, quiz results and certificates. */
  | 'LEARNING_READ'
  /** Read my sales and students (sales:read): Your courses’ sales, students, coupons and analytics (educators). */
  | 'SALES_READ'
  /** Manage webhooks (webhooks:manage): Register, change and test webhook endpoints, and read their deliveries (educators). */
  | 'WEBHOOKS_MANAGE';

export type ApiTokenState = 'ACTIVE' | 'EXPIRED' | 'REVOKED';

/** Every given field must match; none given: the whole log. */
export type AuditLogFilter = {
  /** e.g. user.disable, review.hide. */
  action?: string | null | undefined;
  /** The admin who acted. */
  actorId?: string | number | null | undefined;
  targetId?: string | number | null | undefined;
  /** user, course, coupon, quiz, purchase, review, contact_message or export. */
  targetType?: string | null | undefined;
};

export type AvailabilityInput = {
  overrides: Array<DateOverrideInput>;
  timeZone: string;
  weekly: Array<WeeklyHoursInput>;
};

export type BookSessionInput = {
  /** The course the booking is made from, if any. */
  courseId?: string | number | null | undefined;
  /** What to talk about, at most 1000 characters. */
  note?: string | null | undefined;
  sessionTypeId: string | number;
  /** One of the starts availableSlots offers. */
  startsAt: string;
  /** The learner’s IANA zone, e.g. Asia/Kolkata, for their invite and mails. */
  timeZone: string;
};

/** What the payment of a cancelled paid booking does. */
export type BookingRefund =
  /** Refunded in full (see Booking.refunded for whether it is done). */
  | 'FULL'
  /** Kept: the learner cancelled inside the cancellation notice. */
  | 'NONE';

/** Which of their bookings a person lists: as the learner, or as the mentor. */
export type BookingSide = 'LEARNER' | 'MENTOR';

/** Where a booking is in its life. */
export type BookingStatus =
  /** Cancelled by the learner or the mentor. */
  | 'CANCELLED'
  /** The session took place. */
  | 'COMPLETED'
  /** Booked: free at once, paid once paid. */
  | 'CONFIRMED'
  /** A hold whose checkout did not finish in time. */
  | 'EXPIRED'
  /** A paid session's time, kept 15 minutes for its checkout. */
  | 'HELD';

export type ChangeEmailInput = {
  currentPassword: string;
  /** The address to move the account to; it must confirm by mail first. */
  newEmail: string;
};

export type ChangePasswordInput = {
  currentPassword: string;
  /** 6 to 128 characters. */
  newPassword: string;
};

export type ChapterInput = {
  /** In order; lectureOrder is assigned from 1. */
  chapterContent: Array<LectureInput>;
  /** An existing chapter's id keeps it. */
  chapterId?: string | number | null | undefined;
  chapterTitle: string;
};

export type ContactMessageInput = {
  email: string;
  /** Up to 5000 characters. */
  message: string;
};

/** PERCENT_OFF: value is a percent (1–100) off the list price. AMOUNT_OFF: value is an amount off, in the site currency. FIXED_PRICE: value is the final price (0 or more). */
export type CouponKind = 'AMOUNT_OFF' | 'FIXED_PRICE' | 'PERCENT_OFF';

/** INACTIVE: deactivated. EXPIRED: past its end. EXHAUSTED: its maximum redemptions reached. SCHEDULED: before its start. ACTIVE: usable now. */
export type CouponStatus = 'ACTIVE' | 'EXHAUSTED' | 'EXPIRED' | 'INACTIVE' | 'SCHEDULED';

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

export type CreateApiTokenInput = {
  /** Required, in the future and at most 366 days ahead: tokens do not live forever. */
  expiresAt: string;
  /** What the token is for, 1–100 characters. */
  name: string;
  /** At least one. */
  scopes: Array<ApiScope>;
};

export type CreateCouponInput = {
  /** 4–32 characters of A–Z, 0–9 and -, any case; unique among your coupons. */
  code: string;
  /** One of your courses; null or left out: all of them. */
  courseId?: string | number | null | undefined;
  /** After startsAt. */
  endsAt?: string | null | undefined;
  kind: CouponKind;
  /** 1 or more; null: no limit. */
  maxRedemptions?: number | null | undefined;
  startsAt?: string | null | undefined;
  value: number;
};

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

export type CreateWebhookEndpointInput = {
  description?: string | null | undefined;
  /** At least one event type of the catalogue. */
  events: Array<string>;
  /** Where events are POSTed: https:// (http:// and private addresses only where the server allows them, never in production by default). */
  url: string;
};

/** VALID: signed by this site and not revoked. REVOKED: genuine, but withdrawn (a refund). INVALID: not a credential this site signed as it stands. */
export type CredentialStatus = 'INVALID' | 'REVOKED' | 'VALID';

export type DateOverrideInput = {
  /** YYYY-MM-DD in the mentor’s zone. */
  date: string;
  /** Empty: a day off. */
  hours: Array<TimeRangeInput>;
};

/** ARCHIVED: the course had learners, so it was archived instead: gone from the caller's course lists and the catalog, still open to its learners. */
export type DeleteCourseOutcome = 'ARCHIVED' | 'DELETED';

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

/** USER_ROLE: an admin demoted the user to learner, and becomeEducator refuses them. COURSE_PUBLISH: an admin unpublished the course, and its owner cannot publish it again. */
export type HoldKind = 'COURSE_PUBLISH' | 'USER_ROLE';

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

/** Who may take a seat in a live session. */
export type LiveAccess =
  /** The course's enrolled learners, at no extra cost. */
  | 'ENROLLED'
  /** Anyone who may buy the course buys a seat at the session’s price. */
  | 'SEAT';

export type LiveOccurrenceStatus = 'CANCELLED' | 'SCHEDULED';

/** The viewer’s part in a live session’s room. */
export type LiveRoomRole =
  /** The session’s host: may mute others and lower raised hands. */
  | 'HOST'
  /** A learner with a confirmed seat. */
  | 'PARTICIPANT';

/** Whether a live session occurrence’s group room can be joined now. */
export type LiveRoomState =
  /** The occurrence or its series was cancelled: no room. */
  | 'CANCELLED'
  /** Opens 10 minutes before the start. */
  | 'EARLY'
  /** Closed 10 minutes after the end. */
  | 'ENDED'
  /** From 10 minutes before the start to 10 minutes after the end. */
  | 'OPEN';

/** Where a learner stands in a live session (a seat is for the whole series). */
export type LiveSeatStatus =
  /** Given up by the learner, or the host cancelled the session. */
  | 'CANCELLED'
  /** The learner has a seat. */
  | 'CONFIRMED'
  /** An offer or a hold not taken in time. */
  | 'EXPIRED'
  /** A bought seat kept for its checkout until expiresAt. */
  | 'HELD'
  /** A freed seat kept for the learner to claim until expiresAt. */
  | 'OFFERED'
  /** In line for a seat of a full session (see waitlistPosition). */
  | 'WAITLISTED';

export type LiveSessionStatus = 'CANCELLED' | 'SCHEDULED';

export type LoginInput = {
  email: string;
  password: string;
};

export type MentorProfileInput = {
  /** False pauses the listing and new bookings. */
  active?: boolean | null | undefined;
  /** At most 2000 characters. */
  bio?: string | null | undefined;
  /** 1 to 140 characters. */
  headline: string;
  /** An IANA zone, e.g. Asia/Kolkata. */
  timeZone: string;
  /** At most 10, each 1 to 40 characters. */
  topics?: Array<string> | null | undefined;
};

/** Where a kind of notice reaches the user: IN_APP (the bell only), MAIL (mail only) or BOTH (the default). A kind whose mail is not optional (mailOptional false: refunds carry the credit note, certificates the certificate) is mailed whatever is chosen. */
export type NoticeDelivery = 'BOTH' | 'IN_APP' | 'MAIL';

/** Where one kind of notice should reach the user. */
export type NoticeDeliveryInput = {
  /** IN_APP, MAIL or BOTH. IN_APP for a kind whose mail is not optional still mails; MAIL is taken for any kind. */
  delivery: NoticeDelivery;
  /** A kind of notice (NoticeDeliveryPreference.kind). */
  kind: string;
};

/** Only the fields given change. */
export type NotificationPreferencesInput = {
  /** Changes where the kinds given reach the user; kinds left out keep their choice. An unknown kind is BAD_USER_INPUT on `deliveries`. */
  deliveries?: Array<NoticeDeliveryInput> | null | undefined;
  /** Replaces the pushed kinds; an unknown kind is BAD_USER_INPUT. */
  pushKinds?: Array<string> | null | undefined;
  reviewNotices?: boolean | null | undefined;
  saleNotices?: SaleNotices | null | undefined;
  wishlistNotices?: boolean | null | undefined;
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

/** Where a purchase stands; My purchases lists COMPLETED, REFUNDING and REFUNDED ones. */
export type PurchaseStatus = 'COMPLETED' | 'FAILED' | 'PENDING' | 'REFUNDED' | 'REFUNDING';

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it: `endpoint` and its `keys`. */
export type PushSubscriptionInput = {
  /** keys.auth: its 16-byte authentication secret, base64url. */
  auth: string;
  /** The push service's URL for this browser (https). */
  endpoint: string;
  /** keys.p256dh: the browser's P-256 public key, base64url (65 bytes). */
  p256dh: string;
};

/** ALL: pinned first, then newest. UNANSWERED: nobody but the asker has replied. MINE: asked by the caller. MOST_UPVOTED: most upvotes first. */
export type QuestionFilter = 'ALL' | 'MINE' | 'MOST_UPVOTED' | 'UNANSWERED';

/** SINGLE_CHOICE and TRUE_FALSE take one option, MULTIPLE_CHOICE one or more. */
export type QuestionKind = 'MULTIPLE_CHOICE' | 'SINGLE_CHOICE' | 'TRUE_FALSE';

export type QuizAnswerInput = {
  /** The chosen options: one for single choice and true/false, one or more for multiple choice. */
  optionIds: Array<string | number>;
  questionId: string | number;
};

export type QuizInput = {
  /** Attempts allowed per learner; null: no limit. */
  attemptLimit?: number | null | undefined;
  /** A chapter of the course; the quiz's course never changes. */
  chapterId: string | number;
  /** Score needed to pass, a whole percent from 1 to 100. */
  passMarkPercent: number;
  /** How many of the chapter's lectures come before the quiz: 0 puts it first, the chapter's lecture count last. */
  position: number;
  /** 1 to 50 questions, in order. */
  questions: Array<QuizQuestionInput>;
  /** Shuffle the questions and their options for each learner. */
  shuffle?: boolean;
  title: string;
};

export type QuizOptionInput = {
  correct?: boolean;
  text: string;
};

export type QuizQuestionInput = {
  /** Shown to the learner after they submit. */
  explanation?: string | null | undefined;
  kind: QuestionKind;
  /** SINGLE_CHOICE: 2 to 10 options, exactly one correct. MULTIPLE_CHOICE: 2 to 10, at least one correct. TRUE_FALSE: two options, True then False, one correct. */
  options: Array<QuizOptionInput>;
  prompt: string;
};

/** Who rated a session: its learner or its mentor. */
export type RaterSide = 'LEARNER' | 'MENTOR';

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

/** INSTANT: a mail per new learner; DAILY: one digest a day; OFF: none. */
export type SaleNotices = 'DAILY' | 'INSTANT' | 'OFF';

/** A live session or weekly series to schedule for a course. */
export type ScheduleLiveSessionInput = {
  access: LiveAccess;
  /** Plain text, up to 5,000 characters. */
  agenda?: string | null | undefined;
  /** Seats, 1 to 500. */
  capacity: number;
  courseId: string | number;
  /** 15 to 480. */
  durationMinutes: number;
  /** The host’s own meeting link (http or https). Required when the seats and the host exceed the built-in room’s participants. */
  meetingUrl?: string | null | undefined;
  /** A seat’s price in paise for SEAT access (at least ₹1); must be 0 or omitted for ENROLLED. */
  pricePaise?: number | null | undefined;
  /** An RRULE body ("FREQ=WEEKLY;COUNT=6") ending by COUNT or UNTIL within 52 meetings; omit for one session. */
  rrule?: string | null | undefined;
  /** The first meeting’s start; in the future. */
  startsAt: string;
  /** The host’s IANA zone ("Asia/Kolkata"): the rule repeats in its wall time. */
  timeZone: string;
  title: string;
};

/** Whether a booking’s call room can be joined now. */
export type SessionRoomState =
  /** Opens 10 minutes before the start. */
  | 'EARLY'
  /** Closed 10 minutes after the end. */
  | 'ENDED'
  /** Only a confirmed booking has a room. */
  | 'NOT_CONFIRMED'
  /** From 10 minutes before the start to 10 minutes after the end. */
  | 'OPEN';

export type SessionTypeInput = {
  /** 1 to 365; default 60. */
  bookingWindowDays?: number | null | undefined;
  /** 0 to 120; default 0. */
  bufferAfterMinutes?: number | null | undefined;
  /** 0 to 120; default 0. */
  bufferBeforeMinutes?: number | null | undefined;
  /** 0 to 720; default 24. */
  cancellationNoticeHours?: number | null | undefined;
  /** The cancellation policy in plain words, 1 to 1000 characters. */
  cancellationPolicy: string;
  /** 1 to 48, or null for no limit. */
  dailyLimit?: number | null | undefined;
  /** At most 2000 characters. */
  description?: string | null | undefined;
  /** 15 to 120. */
  durationMinutes: number;
  /** An https link used instead of the built-in room. */
  meetingUrl?: string | null | undefined;
  /** 0 to 43200 (30 days); default 240. */
  minNoticeMinutes?: number | null | undefined;
  /** Whole paise, 0 is free. */
  pricePaise: number;
  /** 1 to 120 characters. */
  title: string;
};

export type TimeRangeInput = {
  /** "HH:MM", after start; may be "24:00". */
  end: string;
  /** "HH:MM", 00:00 to 23:59. */
  start: string;
};

/** Fields left out stay as they are; null clears an optional one. */
export type UpdateCouponInput = {
  active?: boolean | null | undefined;
  code?: string | null | undefined;
  courseId?: string | number | null | undefined;
  endsAt?: string | null | undefined;
  kind?: CouponKind | null | undefined;
  maxRedemptions?: number | null | undefined;
  startsAt?: string | null | undefined;
  value?: number | null | undefined;
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

/** Only the fields given are changed; null clears the phone. */
export type UpdateProfileInput = {
  /** Plain text, up to 5,000 characters. */
  bio?: string | null | undefined;
  /** Up to 120 characters, shown on the instructor page. */
  headline?: string | null | undefined;
  /** An http(s) URL or an image data URL. */
  imageUrl?: string | null | undefined;
  /** Up to 5 absolute http(s) URLs of up to 300 characters: a website, LinkedIn. */
  links?: Array<string> | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
};

export type UpdateWebhookEndpointInput = {
  /** Null or blank removes it. */
  description?: string | null | undefined;
  /** false stops deliveries; true resumes them and clears the reason it was disabled. */
  enabled?: boolean | null | undefined;
  events?: Array<string> | null | undefined;
  url?: string | null | undefined;
};

/** Razorpay Checkout's handler response, with our purchase id. */
export type VerifyPaymentInput = {
  purchaseId: string | number;
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
};

/** PENDING: being tried (with retries); DELIVERED: answered 2xx; FAILED: every retry failed. */
export type WebhookDeliveryStatus = 'DELIVERED' | 'FAILED' | 'PENDING';

export type WeeklyHoursInput = {
  /** "HH:MM", after start; may be "24:00". */
  end: string;
  /** "HH:MM", 00:00 to 23:59. */
  start: string;
  /** ISO weekday: 1 Monday to 7 Sunday. */
  weekday: number;
};
