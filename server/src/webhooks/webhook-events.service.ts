import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { WebhookEventType } from '../../../shared/webhook-events';
import { WEBHOOK_TEST_EVENT } from '../../../shared/webhook-events';
import { sqlLiteral } from '../common/database/sql-literal';
import { JobQueue } from '../common/jobs/job-queue';
import { Role } from '../users/user.entity';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEvent } from './webhook-event.entity';
import { newMessageId } from './webhook-ids';
import type { WebhookData } from './webhook-payloads';

export const DELIVER_WEBHOOK = 'deliver-webhook';

export interface DeliveryJob {
  deliveryId: string;
}

/**
 * The endpoints events of these courses reach, by course: each course's educator's (while still an
 * educator) and every admin's, enabled, subscribed to the type, of an account not disabled. One
 * query whatever the number of courses: the only cost of events nobody listens to.
 */
const LISTENERS_SQL = `
  SELECT e.id, c.id AS course_id
  FROM webhook_endpoints e JOIN users u ON u.id = e.owner_id
  JOIN courses c ON c.id = ANY($2::uuid[])
    AND (u.role = ${sqlLiteral(Role.ADMIN)} OR (u.role = ${sqlLiteral(Role.EDUCATOR)} AND c.educator_id = e.owner_id))
  WHERE e.enabled AND $1 = ANY(e.events) AND u.disabled_at IS NULL`;

/**
 * The endpoints an event of one educator's own business (a mentor's booking, with or without a
 * course) reaches: that educator's (while still an educator) and every admin's, as above.
 */
const OWNER_LISTENERS_SQL = `
  SELECT e.id
  FROM webhook_endpoints e JOIN users u ON u.id = e.owner_id
  WHERE e.enabled AND $1 = ANY(e.events) AND u.disabled_at IS NULL
    AND (u.role = ${sqlLiteral(Role.ADMIN)} OR (u.role = ${sqlLiteral(Role.EDUCATOR)} AND e.owner_id = $2))`;

/**
 * Records events in the transaction of the change that causes them, with a delivery and its job
 * per listening endpoint: all commit together or none does, and a committed job is delivered by
 * some instance even if this one dies (pg-boss). See docs/webhooks.md.
 */
@Injectable()
export class WebhookEvents {
  constructor(@Inject(JobQueue) private readonly jobs: JobQueue) {}

  async record(
    tx: EntityManager,
    type: WebhookEventType,
    courseId: string,
    data: () => Promise<WebhookData>,
  ): Promise<void> {
    await this.recordEach(tx, type, [{ courseId, data }]);
  }

  /** Several events of one type (one per course at most), looking for listeners once. */
  async recordEach(
    tx: EntityManager,
    type: WebhookEventType,
    events: { courseId: string; data: () => Promise<WebhookData> }[],
  ): Promise<void> {
    if (events.length === 0) return;
    const listeners = await tx.query<{ id: string; course_id: string }[]>(LISTENERS_SQL, [
      type,
      events.map((e) => e.courseId),
    ]);
    for (const { courseId, data } of events) {
      const endpoints = listeners.filter((l) => l.course_id === courseId).map((l) => l.id);
      if (endpoints.length) await this.store(tx, type, await data(), endpoints);
    }
  }

  /** An event about `ownerId`'s own business rather than a course's (see OWNER_LISTENERS_SQL). */
  async recordForOwner(
    tx: EntityManager,
    type: WebhookEventType,
    ownerId: string,
    data: () => Promise<WebhookData> | WebhookData,
  ): Promise<void> {
    const listeners = await tx.query<{ id: string }[]>(OWNER_LISTENERS_SQL, [type, ownerId]);
    if (listeners.length)
      await this.store(
        tx,
        type,
        await data(),
        listeners.map((l) => l.id),
      );
  }

  /** A `webhook.test` event to one endpoint, whatever it subscribed to. */
  async recordTest(tx: EntityManager, endpointId: string): Promise<string> {
    return this.store(
      tx,
      WEBHOOK_TEST_EVENT,
      { endpointId, message: 'A test event from BrandCraft: your endpoint is reachable.' },
      [endpointId],
    );
  }

  /** Queues another delivery job for an existing delivery (same event, so the same webhook-id). */
  async requeue(tx: EntityManager, deliveryId: string): Promise<void> {
    await this.jobs.sendAll(tx, DELIVER_WEBHOOK, [{ deliveryId } satisfies DeliveryJob]);
  }

  /** Returns the event's id. */
  private async store(
    tx: EntityManager,
    type: string,
    data: WebhookData,
    endpointIds: string[],
  ): Promise<string> {
    const id = newMessageId();
    const payload = { type, timestamp: new Date().toISOString(), data };
    // jsonb: TypeORM's deep-partial type does not fit arbitrary JSON.
    await tx.getRepository(WebhookEvent).insert({ id, type, payload: payload as never });
    const inserted = await tx
      .getRepository(WebhookDelivery)
      .insert(endpointIds.map((endpointId) => ({ eventId: id, endpointId })));
    await this.jobs.sendAll(
      tx,
      DELIVER_WEBHOOK,
      inserted.identifiers.map((row): DeliveryJob => ({ deliveryId: String(row.id) })),
    );
    return id;
  }
}
