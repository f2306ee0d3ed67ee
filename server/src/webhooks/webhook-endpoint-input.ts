import { isWebhookEventType, WEBHOOK_EVENTS } from '../../../shared/webhook-events';
import type { Checker } from '../common/validation';
import { URL_MAX_LENGTH } from './webhook-destinations';

export const DESCRIPTION_MAX_LENGTH = 200;

/** The subscribed event types, each once, in the catalogue's order; problems go to field `events`. */
export function checkEvents(check: Checker, value: unknown): string[] {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    check.fail('events', 'Events must be a list of event types');
    return [];
  }
  const unknown = (value as string[]).filter((v) => !isWebhookEventType(v));
  if (unknown.length) {
    check.fail(
      'events',
      `Unknown event type${unknown.length > 1 ? 's' : ''}: ${unknown.slice(0, 5).join(', ')}. Known: ${WEBHOOK_EVENTS.map((e) => e.type).join(', ')}`,
      'UNKNOWN_EVENT',
    );
    return [];
  }
  if (value.length === 0) {
    check.fail('events', 'Choose at least one event', 'REQUIRED_FIELD_EMPTY');
    return [];
  }
  return WEBHOOK_EVENTS.map((e) => e.type).filter((t) => value.includes(t));
}

/** The URL's shape and length; where it leads is checked by destinationProblem. */
export function checkUrl(check: Checker, value: unknown): string {
  const url = check.requiredText('url', 'URL', value, URL_MAX_LENGTH);
  return url;
}
