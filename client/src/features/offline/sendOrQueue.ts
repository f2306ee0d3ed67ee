import type { DocumentNode, FetchResult } from '@apollo/client';
import { enqueue, isConnectionFailure, withKey } from './offlineQueue';

export type SendOrQueueResult<T> = { queued: false; data: T | null | undefined } | { queued: true };

/**
 * Sends a learner's action with an idempotency key made now; when the request gets no answer
 * (offline, or the connection dropped) the action is queued under the same key and replayed
 * once the connection returns (offlineQueue.ts). A refusal by the server is thrown as usual.
 */
export async function sendOrQueue<T>(
  send: (context: ReturnType<typeof withKey>) => Promise<FetchResult<T>>,
  action: { mutation: DocumentNode; variables: Record<string, unknown>; supersedes?: string },
): Promise<SendOrQueueResult<T>> {
  const key = crypto.randomUUID();
  try {
    const { data } = await send(withKey(key));
    return { queued: false, data };
  } catch (error) {
    if (!isConnectionFailure(error)) throw error;
    await enqueue({ key, ...action });
    return { queued: true };
  }
}
