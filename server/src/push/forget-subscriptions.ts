import type { EntityManager } from 'typeorm';
import { PushSubscription } from './push-subscription.entity';

/** Account deletion: the account's browsers get no more pushes. */
export async function forgetPushSubscriptions(tx: EntityManager, userId: string): Promise<void> {
  await tx.getRepository(PushSubscription).delete({ userId });
}
