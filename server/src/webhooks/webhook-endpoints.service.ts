import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { DataSource, Not, type EntityManager } from 'typeorm';
import { badInput, DomainError, notFound } from '../common/errors/domain-error';
import { isUuid } from '../common/ids';
import { pageSize } from '../common/pagination';
import { Checker, type RawInput } from '../common/validation';
import { CounterStore } from '../common/rate-limits/counter-store';
import { limited } from '../common/rate-limits/limited';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../config/app-config';
import { User } from '../users/user.entity';
import { DeliveryStatus, WebhookDelivery } from './webhook-delivery.entity';
import { destinationProblem } from './webhook-destinations';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { checkEvents, checkUrl, DESCRIPTION_MAX_LENGTH } from './webhook-endpoint-input';
import { WebhookEvents } from './webhook-events.service';
import { newSigningSecret } from './webhook-ids';

export const ENDPOINT_NOT_FOUND = 'Webhook endpoint not found';
export const DELIVERY_NOT_FOUND = 'Webhook delivery not found';
export const ENDPOINT_DISABLED = 'This endpoint is disabled: enable it first';
export const DELIVERY_STILL_PENDING =
  'This delivery is still being tried: it is retried on its own, and can be redelivered once it is delivered or has failed';

/**
 * Test events and redeliveries an endpoint may be sent by hand in a minute, on every instance
 * together: each is a real request to someone's server, and a button is easy to press.
 */
export const MANUAL_SENDS_PER_MINUTE = 10;
/** The same for all of one owner's endpoints together, which may all point at one server. */
export const MANUAL_SENDS_PER_OWNER_PER_MINUTE = 20;

export interface EndpointInput {
  url: string;
  events: string[];
  description?: string | null;
  enabled?: boolean;
}

/**
 * An educator's or admin's webhook endpoints: each user sees and changes only their own (another
 * user's reads as not found). Every write is checked whole before anything changes.
 */
@Injectable()
export class WebhookEndpointsService {
  private readonly manualSends: RateLimiterAbstract;
  private readonly manualSendsByOwner: RateLimiterAbstract;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(WebhookEvents) private readonly events: WebhookEvents,
    @Inject(CounterStore) counters: CounterStore,
  ) {
    this.manualSends = counters.counter('webhook-manual-send', MANUAL_SENDS_PER_MINUTE, 60);
    this.manualSendsByOwner = counters.counter(
      'webhook-manual-send-owner',
      MANUAL_SENDS_PER_OWNER_PER_MINUTE,
      60,
    );
  }

  list(user: User): Promise<WebhookEndpoint[]> {
    return this.db
      .getRepository(WebhookEndpoint)
      .find({ where: { ownerId: user.id }, order: { createdAt: 'ASC' } });
  }

  /** The endpoint and its signing secret, shown this once. */
  async create(user: User, raw: RawInput<EndpointInput>) {
    const check = new Checker();
    const url = checkUrl(check, raw.url);
    const events = checkEvents(check, raw.events);
    const description = check.optionalText(
      'description',
      'Description',
      raw.description,
      DESCRIPTION_MAX_LENGTH,
    );
    check.done();
    await this.requireDestination(url);
    const secret = newSigningSecret();
    const endpoint = await this.db.transaction(async (tx) => {
      // Locks the owner, so concurrent creations count one after the other.
      await tx
        .getRepository(User)
        .findOne({ where: { id: user.id }, lock: { mode: 'pessimistic_write' } });
      const count = await tx.getRepository(WebhookEndpoint).countBy({ ownerId: user.id });
      const max = this.config.webhooks.maxEndpointsPerUser;
      if (count >= max)
        throw new DomainError(
          'BAD_USER_INPUT',
          `You have ${count} webhook endpoints, the most one account may have (${max}). Delete one, or subscribe an existing one to more events.`,
        );
      const inserted = await tx.getRepository(WebhookEndpoint).insert({
        ownerId: user.id,
        url,
        events,
        description: description ?? null,
        secret,
      });
      const id = String(inserted.identifiers[0].id);
      return tx.getRepository(WebhookEndpoint).findOneByOrFail({ id });
    });
    return { endpoint, secret };
  }

  /** Only the fields sent change; enabling a disabled endpoint clears why it was disabled. */
  async update(user: User, id: unknown, raw: RawInput<Partial<EndpointInput>>) {
    const endpoint = await this.owned(user, id);
    const check = new Checker();
    const changes: Partial<WebhookEndpoint> = {};
    if (raw.url !== undefined && raw.url !== null) changes.url = checkUrl(check, raw.url);
    if (raw.events !== undefined && raw.events !== null)
      changes.events = checkEvents(check, raw.events);
    const description = check.optionalText(
      'description',
      'Description',
      raw.description,
      DESCRIPTION_MAX_LENGTH,
    );
    if (description !== undefined) changes.description = description;
    if (raw.enabled !== undefined && raw.enabled !== null) {
      if (typeof raw.enabled !== 'boolean') check.fail('enabled', 'Enabled must be true or false');
      else if (raw.enabled !== endpoint.enabled)
        Object.assign(
          changes,
          raw.enabled
            ? { enabled: true, disabledAt: null, disabledReason: null, consecutiveTimeouts: 0 }
            : { enabled: false, disabledAt: new Date(), disabledReason: 'Disabled by its owner' },
        );
    }
    check.done();
    if (changes.url) await this.requireDestination(changes.url);
    if (Object.keys(changes).length)
      await this.db.getRepository(WebhookEndpoint).update({ id: endpoint.id }, changes);
    return this.db.getRepository(WebhookEndpoint).findOneByOrFail({ id: endpoint.id });
  }

  async delete(user: User, id: unknown): Promise<boolean> {
    const endpoint = await this.owned(user, id);
    await this.db.getRepository(WebhookEndpoint).delete({ id: endpoint.id });
    return true;
  }

  /** The endpoint's deliveries, newest first, each with its event and attempts: one query. */
  async deliveries(user: User, endpointId: unknown, first: unknown): Promise<WebhookDelivery[]> {
    const check = new Checker();
    const take = pageSize(check, first, 100, 20);
    check.done();
    const endpoint = await this.owned(user, endpointId);
    const ids = await this.db.getRepository(WebhookDelivery).find({
      where: { endpointId: endpoint.id },
      order: { createdAt: 'DESC', id: 'DESC' },
      select: { id: true },
      take,
    });
    if (!ids.length) return [];
    return this.db
      .getRepository(WebhookDelivery)
      .createQueryBuilder('d')
      .innerJoinAndSelect('d.event', 'event')
      .leftJoinAndSelect('d.attempts', 'attempt')
      .where('d.id IN (:...ids)', { ids: ids.map((d) => d.id) })
      .orderBy('d.createdAt', 'DESC')
      .addOrderBy('d.id', 'DESC')
      .addOrderBy('attempt.attemptedAt', 'ASC')
      .getMany();
  }

  /** Sends the delivery's event again, with the same webhook-id, as a fresh series of retries. */
  async redeliver(user: User, deliveryId: unknown): Promise<WebhookDelivery> {
    const delivery = isUuid(deliveryId)
      ? await this.db
          .getRepository(WebhookDelivery)
          .findOne({ where: { id: deliveryId }, relations: { endpoint: true } })
      : null;
    if (!delivery || delivery.endpoint!.ownerId !== user.id) throw notFound(DELIVERY_NOT_FOUND);
    if (!delivery.endpoint!.enabled) throw new DomainError('BAD_USER_INPUT', ENDPOINT_DISABLED);
    await this.db.transaction(async (tx) => {
      // Only a settled delivery: a second job beside one still retrying would post it twice, and
      // the older one's last failure could mark a delivered one failed.
      const reopened = await tx
        .getRepository(WebhookDelivery)
        .update(
          { id: delivery.id, status: Not(DeliveryStatus.PENDING) },
          { status: DeliveryStatus.PENDING, deliveredAt: null },
        );
      if (!reopened.affected) throw new DomainError('BAD_USER_INPUT', DELIVERY_STILL_PENDING);
      // Only a send that happens spends the budget; a refusal here rolls the reopening back.
      await this.spendManualSend(user.id, delivery.endpointId);
      await this.events.requeue(tx, delivery.id);
    });
    return this.withDetails(delivery.id);
  }

  /** A `webhook.test` event to this endpoint; returns its delivery. */
  async sendTest(user: User, endpointId: unknown): Promise<WebhookDelivery> {
    const endpoint = await this.owned(user, endpointId);
    if (!endpoint.enabled) throw new DomainError('BAD_USER_INPUT', ENDPOINT_DISABLED);
    await this.spendManualSend(user.id, endpoint.id);
    const eventId = await this.db.transaction((tx) => this.events.recordTest(tx, endpoint.id));
    const delivery = await this.db
      .getRepository(WebhookDelivery)
      .findOneByOrFail({ eventId, endpointId: endpoint.id });
    return this.withDetails(delivery.id);
  }

  private async spendManualSend(ownerId: string, endpointId: string) {
    await limited(
      this.manualSends.consume(endpointId),
      'Too many test events and redeliveries to this endpoint.',
    );
    await limited(
      this.manualSendsByOwner.consume(ownerId),
      'Too many test events and redeliveries from your account.',
    );
  }

  private withDetails(id: string) {
    return this.db
      .getRepository(WebhookDelivery)
      .findOneOrFail({ where: { id }, relations: { event: true, attempts: true } });
  }

  private async owned(user: User, id: unknown, tx: EntityManager = this.db.manager) {
    const endpoint = isUuid(id)
      ? await tx.getRepository(WebhookEndpoint).findOneBy({ id, ownerId: user.id })
      : null;
    if (!endpoint) throw notFound(ENDPOINT_NOT_FOUND);
    return endpoint;
  }

  private async requireDestination(url: string) {
    const problem = await destinationProblem(url, this.config.webhooks.allowPrivateUrls);
    if (problem) throw badInput([{ field: 'url', message: problem, code: 'INVALID_DESTINATION' }]);
  }
}
