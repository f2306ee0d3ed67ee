import { deserialize, serialize } from 'node:v8';
// IndexedDB clones what it stores; jsdom has neither. fake-indexeddb is a full IndexedDB in memory.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;
import 'fake-indexeddb/auto';
import { ApolloClient, ApolloLink, gql, InMemoryCache, Observable } from '@apollo/client';
import { clearQueue, queuedActions, replay } from './offlineQueue';
import { sendOrQueue } from './sendOrQueue';
import { showToast } from '../../components/ui/toaster';

jest.mock('../../components/ui/toaster', () => ({ showToast: jest.fn() }));

const COMPLETE = gql`
  mutation CompleteLecture($courseId: ID!, $lectureId: ID!) {
    completeLecture(courseId: $courseId, lectureId: $lectureId) {
      message
    }
  }
`;

/**
 * A stand-in for the server behind Apollo's link chain: offline, every request fails as fetch
 * does; online, it answers as the API would, applying each idempotency key's action once and
 * refusing the lectures of a refunded course.
 */
function fakeServer() {
  const server = {
    online: false,
    refunded: new Set<string>(),
    requests: [] as { key: string | undefined; lectureId: string }[],
    /** Lectures completed, one entry per effect. */
    effects: [] as string[],
    keys: new Set<string>(),
  };
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const { headers } = operation.getContext() as { headers?: Record<string, string> };
        const key = headers?.['Idempotency-Key'];
        const { courseId, lectureId } = operation.variables as Record<string, string>;
        if (!server.online) {
          observer.error(new TypeError('Failed to fetch'));
          return;
        }
        server.requests.push({ key, lectureId });
        if (server.refunded.has(courseId)) {
          observer.next({
            errors: [
              { message: 'You are not enrolled in this course', extensions: { code: 'FORBIDDEN' } },
            ],
          } as never);
          observer.complete();
          return;
        }
        if (!key || !server.keys.has(key)) server.effects.push(lectureId);
        if (key) server.keys.add(key);
        observer.next({
          data: {
            completeLecture: { __typename: 'CompleteLectureResult', message: 'Progress Updated' },
          },
        });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { server, client };
}

const complete = (client: ApolloClient<unknown>, courseId: string, lectureId: string) => {
  const variables = { courseId, lectureId };
  return sendOrQueue((context) => client.mutate({ mutation: COMPLETE, variables, context }), {
    mutation: COMPLETE,
    variables,
  });
};

describe('the offline queue', () => {
  beforeEach(async () => {
    await clearQueue();
    jest.mocked(showToast).mockClear();
  });

  it('stores an action taken offline with its key, and replays it once when back online', async () => {
    const { server, client } = fakeServer();
    expect(await complete(client, 'c1', 'l1')).toEqual({ queued: true });
    const [queued, ...rest] = await queuedActions();
    expect(rest).toEqual([]);
    expect(queued.variables).toEqual({ courseId: 'c1', lectureId: 'l1' });
    expect(queued.key).toMatch(/^[0-9a-f-]{36}$/);

    // Still offline: the replay keeps it.
    expect(await replay(client)).toBe(0);
    expect(await queuedActions()).toHaveLength(1);

    server.online = true;
    // Two replays at once (the `online` event and the app's start) share one run: sent once.
    expect(await Promise.all([replay(client), replay(client)])).toEqual([1, 1]);
    expect(server.requests).toEqual([{ key: queued.key, lectureId: 'l1' }]);
    expect(server.effects).toEqual(['l1']);
    expect(await queuedActions()).toEqual([]);
    expect(showToast).toHaveBeenCalledWith('success', '1 action you took offline was sent');

    expect(await replay(client)).toBe(0);
    expect(server.requests).toHaveLength(1);
  });

  it('has one effect when the first request reached the server but its answer was lost', async () => {
    const { server, client } = fakeServer();
    await complete(client, 'c1', 'l1');
    const [queued] = await queuedActions();
    // The server had applied it: the replay names the same key, and the server ignores it.
    server.keys.add(queued.key);
    server.effects.push('l1');
    server.online = true;
    await replay(client);
    expect(server.effects).toEqual(['l1']);
  });

  it('replays in the order taken, drops an action the server refuses and tells the learner', async () => {
    const { server, client } = fakeServer();
    await complete(client, 'refunded', 'l1');
    await complete(client, 'c2', 'l2');
    server.refunded.add('refunded');
    server.online = true;
    expect(await replay(client)).toBe(1);
    expect(server.requests.map((r) => r.lectureId)).toEqual(['l1', 'l2']);
    expect(server.effects).toEqual(['l2']);
    expect(await queuedActions()).toEqual([]);
    expect(showToast).toHaveBeenCalledWith(
      'warning',
      'An action you took offline could not be sent: You are not enrolled in this course',
    );
  });

  it('sends at once, with a key and nothing queued, when online', async () => {
    const { server, client } = fakeServer();
    server.online = true;
    const sent = await complete(client, 'c1', 'l1');
    expect(sent.queued).toBe(false);
    expect(server.requests[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await queuedActions()).toEqual([]);
  });
});
