import type { EntityManager } from 'typeorm';
import { WebhookEndpoint } from './webhook-endpoint.entity';

/** Deletes every webhook endpoint an account owns (their deliveries go with them), inside `tx`. */
export async function forgetWebhookEndpoints(tx: EntityManager, ownerId: string): Promise<void> {
  await tx.getRepository(WebhookEndpoint).delete({ ownerId });
}
