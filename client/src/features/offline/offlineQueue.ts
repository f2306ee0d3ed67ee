import { ApolloError, type ApolloClient, type DocumentNode } from '@apollo/client';
import { createStore, del, get, update } from 'idb-keyval';
import { showToast } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/errorMessage';
import { t } from './i18n';

/**
 * A learner's action taken offline (or whose request got no answer): the mutation, its variables
 * and the idempotency key made when it was taken, so a replay has one effect on the server
 * (docs/api-graphql.md, "Idempotency keys").
 */
export interface QueuedAction {
  key: string;
  mutation: DocumentNode;
  variables: Record<string, unknown>;
  /** Replaces an earlier queued action with the same `supersedes` (a newer resume point). */
  supersedes?: string;
  queuedAt: number;
}

/** One IndexedDB database for the queue (idb-keyval: structured clone keeps documents as they are). */
const store = () => createStore('brandcraft-offline', 'queue');
const QUEUE = 'actions';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The request context that sends `key` as the Idempotency-Key header. */
export const withKey = (key: string) => ({ headers: { [IDEMPOTENCY_HEADER]: key } });

export const queuedActions = async (): Promise<QueuedAction[]> =>
  (await get<QueuedAction[]>(QUEUE, store())) ?? [];

export async function enqueue(action: Omit<QueuedAction, 'queuedAt'>): Promise<void> {
  await update<QueuedAction[]>(
    QUEUE,
    (actions = []) => [
      ...actions.filter((queued) => !action.supersedes || queued.supersedes !== action.supersedes),
      { ...action, queuedAt: Date.now() },
    ],
    store(),
  );
}

const remove = (key: string) =>
  update<QueuedAction[]>(QUEUE, (actions = []) => actions.filter((a) => a.key !== key), store());

export const clearQueue = () => del(QUEUE, store());

/** The request never got an answer: the action stays queued for the next try. */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof ApolloError) || error.graphQLErrors.length) return false;
  const status = (error.networkError as { statusCode?: number } | null)?.statusCode;
  return Boolean(error.networkError) && (status === undefined || [502, 503, 504].includes(status));
}

let running: Promise<number> | undefined;

/**
 * Sends the queued actions in the order they were taken, each once with its key. One the server
 * refuses (the course was refunded meanwhile) is dropped and the learner told why; a connection
 * failure stops the run, keeping the rest for the next. The active screens then refetch, so they
 * show what the server recorded. Resolves to how many were sent; one run at a time.
 */
export function replay(client: ApolloClient<unknown>): Promise<number> {
  running ??= (async () => {
    let sent = 0;
    try {
      for (const action of await queuedActions()) {
        try {
          await client.mutate({
            mutation: action.mutation,
            variables: action.variables,
            context: withKey(action.key),
          });
          sent += 1;
        } catch (error) {
          if (isConnectionFailure(error)) break;
          showToast(
            'warning',
            t('offline.refused', { reason: errorMessage(error, t('offline.refusedUnknown')) }),
          );
        }
        await remove(action.key);
      }
      if (sent) {
        showToast('success', t('offline.replayed', { count: sent }));
        await client.refetchQueries({ include: 'active' }).catch(() => undefined);
      }
      return sent;
    } finally {
      running = undefined;
    }
  })();
  return running;
}
