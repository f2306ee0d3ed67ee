/**
 * The webhook event catalogue: what the server emits, what endpoints may subscribe to, and what
 * the Developers page shows. A delivery's body is `{ type, timestamp, data }` (Standard Webhooks);
 * `data` has the shape of the example.
 */
/** The live_session.* examples' series and its two weekly meetings. */
const LIVE_SESSION = {
  liveSessionId: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
  courseId: '0b6e9b8e-5b8a-4bde-9a7a-0f3c5f1f8a11',
  hostId: 'e7f8a9b0-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
  title: 'Weekly reels clinic',
  timeZone: 'Asia/Kolkata',
  rrule: 'RRULE:FREQ=WEEKLY;COUNT=2',
  durationMinutes: 60,
  capacity: 5,
  access: 'enrolled',
} as const;
const LIVE_MEETINGS = [
  {
    id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    startsAt: '2027-03-29T13:30:00.000Z',
    endsAt: '2027-03-29T14:30:00.000Z',
    status: 'scheduled',
  },
  {
    id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
    startsAt: '2027-04-05T13:30:00.000Z',
    endsAt: '2027-04-05T14:30:00.000Z',
    status: 'scheduled',
  },
] as const;

export const WEBHOOK_EVENTS = [
  {
    type: 'enrollment.created',
    about: 'A learner enrolled in a course, free or paid.',
    example: {
      enrollmentId: '3f1c1c54-3a55-4c56-9a43-55c9a1c0b1e2',
      course: { id: '0b6e9b8e-5b8a-4bde-9a7a-0f3c5f1f8a11', title: 'Personal Branding 101' },
      learner: { id: 'a4d0f7c2-2f0e-4d7b-8f3e-6a8b1c2d3e4f', name: 'Asha Rao' },
      enrolledAt: '2026-11-27T10:15:00.000Z',
    },
  },
  {
    type: 'purchase.completed',
    about: 'A payment completed; the learner is enrolled.',
    example: {
      purchaseId: '6c2b1f0e-8d3a-4e5f-9a1b-2c3d4e5f6a7b',
      course: { id: '0b6e9b8e-5b8a-4bde-9a7a-0f3c5f1f8a11', title: 'Personal Branding 101' },
      learner: { id: 'a4d0f7c2-2f0e-4d7b-8f3e-6a8b1c2d3e4f', name: 'Asha Rao' },
      amount: 849.15,
      currency: 'INR',
      couponCode: 'LAUNCH15',
      completedAt: '2026-11-27T10:15:00.000Z',
    },
  },
  {
    type: 'purchase.refunded',
    about: 'A completed purchase was refunded; the learner lost access.',
    example: {
      purchaseId: '6c2b1f0e-8d3a-4e5f-9a1b-2c3d4e5f6a7b',
      course: { id: '0b6e9b8e-5b8a-4bde-9a7a-0f3c5f1f8a11', title: 'Personal Branding 101' },
      learner: { id: 'a4d0f7c2-2f0e-4d7b-8f3e-6a8b1c2d3e4f', name: 'Asha Rao' },
      amount: 849.15,
      currency: 'INR',
      refundedAt: '2026-11-29T08:00:00.000Z',
    },
  },
  {
    type: 'course.published',
    about: 'A course was published and is now in the catalog.',
    example: {
      course: { id: '0b6e9b8e-5b8a-4bde-9a7a-0f3c5f1f8a11', title: 'Personal Branding 101' },
      educator: { id: 'e7f8a9b0-1c2d-4e3f-8a9b-0c1d2e3f4a5b', name: 'Sana Kapoor' },
      publishedAt: '2026-11-20T09:00:00.000Z',
    },
  },
  {
    type: 'course.updated',
    about: 'A course’s details, price, curriculum or visibility changed.',
    example: {
      course: { id: '0b6e9b8e-5b8a-4bde-9a7a-0f3c5f1f8a11', title: 'Personal Branding 101' },
      isPublished: true,
      updatedAt: '2026-11-21T12:30:00.000Z',
    },
  },
  {
    type: 'review.created',
    about: 'A learner rated a course, with or without a written review.',
    example: {
      course: { id: '0b6e9b8e-5b8a-4bde-9a7a-0f3c5f1f8a11', title: 'Personal Branding 101' },
      learner: { id: 'a4d0f7c2-2f0e-4d7b-8f3e-6a8b1c2d3e4f', name: 'Asha Rao' },
      rating: 5,
      review: 'Clear, practical and short.',
      createdAt: '2026-11-28T18:45:00.000Z',
    },
  },
  {
    type: 'certificate.issued',
    about: 'A learner finished a course (every lecture and quiz) and got its certificate.',
    example: {
      certificateId: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
      course: { id: '0b6e9b8e-5b8a-4bde-9a7a-0f3c5f1f8a11', title: 'Personal Branding 101' },
      learner: { id: 'a4d0f7c2-2f0e-4d7b-8f3e-6a8b1c2d3e4f', name: 'Asha Rao' },
      verifyUrl: 'https://brandcraft.example/certificates/9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
      issuedAt: '2026-12-02T16:20:00.000Z',
    },
  },
  {
    type: 'booking.created',
    about: 'A learner booked a mentor’s session and it is confirmed (a free session at once).',
    example: {
      bookingId: '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716',
      sessionTypeId: '2b3c4d5e-6f70-4a1b-9c2d-3e4f5a6b7c8d',
      mentorId: 'e7f8a9b0-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
      learnerId: 'a4d0f7c2-2f0e-4d7b-8f3e-6a8b1c2d3e4f',
      startsAt: '2027-03-29T08:00:00.000Z',
      endsAt: '2027-03-29T08:30:00.000Z',
      status: 'confirmed',
      sequence: 0,
    },
  },
  {
    type: 'booking.rescheduled',
    about: 'A confirmed session was moved to another time, by its learner or its mentor.',
    example: {
      bookingId: '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716',
      sessionTypeId: '2b3c4d5e-6f70-4a1b-9c2d-3e4f5a6b7c8d',
      mentorId: 'e7f8a9b0-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
      learnerId: 'a4d0f7c2-2f0e-4d7b-8f3e-6a8b1c2d3e4f',
      startsAt: '2027-03-30T08:00:00.000Z',
      endsAt: '2027-03-30T08:30:00.000Z',
      status: 'confirmed',
      sequence: 1,
    },
  },
  {
    type: 'booking.cancelled',
    about: 'A confirmed session was cancelled, by its learner or its mentor.',
    example: {
      bookingId: '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716',
      sessionTypeId: '2b3c4d5e-6f70-4a1b-9c2d-3e4f5a6b7c8d',
      mentorId: 'e7f8a9b0-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
      learnerId: 'a4d0f7c2-2f0e-4d7b-8f3e-6a8b1c2d3e4f',
      startsAt: '2027-03-30T08:00:00.000Z',
      endsAt: '2027-03-30T08:30:00.000Z',
      status: 'cancelled',
      sequence: 2,
    },
  },
  {
    type: 'booking.completed',
    about:
      'A confirmed session’s end passed with no open no-show report (or the report was settled): it took place.',
    example: {
      bookingId: '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716',
      sessionTypeId: '2b3c4d5e-6f70-4a1b-9c2d-3e4f5a6b7c8d',
      mentorId: 'e7f8a9b0-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
      learnerId: 'a4d0f7c2-2f0e-4d7b-8f3e-6a8b1c2d3e4f',
      startsAt: '2027-03-30T08:00:00.000Z',
      endsAt: '2027-03-30T08:30:00.000Z',
      status: 'completed',
      sequence: 1,
    },
  },
  {
    type: 'live_session.scheduled',
    about:
      'An educator scheduled a live session or a weekly series for a course, with its meetings.',
    example: {
      ...LIVE_SESSION,
      status: 'scheduled',
      sequence: 0,
      cancelledAt: null,
      occurrences: [LIVE_MEETINGS[0], LIVE_MEETINGS[1]],
    },
  },
  {
    type: 'live_session.cancelled',
    about:
      'A live session or a whole series was cancelled: its meetings still to come will not take place.',
    example: {
      ...LIVE_SESSION,
      status: 'cancelled',
      sequence: 1,
      cancelledAt: '2027-03-30T09:00:00.000Z',
      occurrences: [LIVE_MEETINGS[0], { ...LIVE_MEETINGS[1], status: 'cancelled' }],
    },
  },
  {
    type: 'live_session.recording_ready',
    about: 'The recording of a live session’s meeting was published as a lecture of its course.',
    example: {
      liveSessionId: LIVE_SESSION.liveSessionId,
      courseId: LIVE_SESSION.courseId,
      title: LIVE_SESSION.title,
      occurrence: LIVE_MEETINGS[0],
      lectureId: '3e4f5a6b-7c8d-4e9f-0a1b-2c3d4e5f6a7b',
    },
  },
  {
    type: 'question.created',
    about:
      'A learner asked a question on a lecture of a course, at a second of its video when they chose one.',
    example: {
      questionId: '4f5a6b7c-8d9e-4f0a-1b2c-3d4e5f6a7b8c',
      courseId: '0b6e9b8e-5b8a-4bde-9a7a-0f3c5f1f8a11',
      lectureId: '3e4f5a6b-7c8d-4e9f-0a1b-2c3d4e5f6a7b',
      lectureTitle: 'Hooks that stop the scroll',
      positionSeconds: 133,
      body: 'Why does the hook at this point work better than the one before?',
      asker: { id: 'a4d0f7c2-2f0e-4d7b-8f3e-6a8b1c2d3e4f', name: 'Asha Rao' },
      createdAt: '2027-03-30T09:00:00.000Z',
    },
  },
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]['type'];

export const isWebhookEventType = (value: string): value is WebhookEventType =>
  WEBHOOK_EVENTS.some((e) => e.type === value);

/** A test delivery (`sendTestWebhook`) has this type; it is not subscribable. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
