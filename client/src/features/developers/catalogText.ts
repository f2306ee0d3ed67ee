import type { ApiScope } from '../../../../shared/api-scopes';
import type { WebhookEventType } from '../../../../shared/webhook-events';

/*
 * The message ids of the shared catalogues' texts (shared/api-scopes.ts, shared/webhook-events.ts
 * keep the English the server and the docs use); also for other screens that list them.
 */

const SCOPE_KEYS = {
  'catalog:read': 'catalogRead',
  'learning:read': 'learningRead',
  'sales:read': 'salesRead',
  'courses:write': 'coursesWrite',
  'webhooks:manage': 'webhooksManage',
} as const satisfies Record<ApiScope, string>;

/** A scope's label and what it allows, as message ids of the `developers` namespace. */
export function scopeMessages(scope: ApiScope) {
  const key = SCOPE_KEYS[scope];
  return {
    label: `developers.scope.${key}.label` as const,
    about: `developers.scope.${key}.about` as const,
  };
}

const EVENT_KEYS = {
  'enrollment.created': 'enrollmentCreated',
  'purchase.completed': 'purchaseCompleted',
  'purchase.refunded': 'purchaseRefunded',
  'course.published': 'coursePublished',
  'course.updated': 'courseUpdated',
  'review.created': 'reviewCreated',
  'certificate.issued': 'certificateIssued',
  'booking.created': 'bookingCreated',
  'booking.rescheduled': 'bookingRescheduled',
  'booking.cancelled': 'bookingCancelled',
  'booking.completed': 'bookingCompleted',
  'live_session.scheduled': 'liveSessionScheduled',
  'live_session.cancelled': 'liveSessionCancelled',
  'live_session.recording_ready': 'liveSessionRecordingReady',
  'question.created': 'questionCreated',
} as const satisfies Record<WebhookEventType, string>;

/** What a webhook event means, as a message id of the `developers` namespace. */
export const eventAboutMessage = (type: WebhookEventType) =>
  `developers.event.${EVENT_KEYS[type]}` as const;
