import { ApolloLink, execute, from, gql, Observable, type FetchResult } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { activateLocale } from '../i18n/locale';
import { ServiceUnavailableError } from '../lib/graphqlErrors';
import { onUnauthenticated } from './authEvents';
import { links, type AuthContext } from './links';

const query = gql`
  query Me {
    me {
      id
    }
  }
`;

/** Runs one request through error -> auth -> a fake server answering `result`. */
function run(result: FetchResult, context?: AuthContext) {
  let headers: Record<string, string> | undefined;
  const server = new ApolloLink((operation) => {
    headers = (operation.getContext() as { headers?: Record<string, string> }).headers;
    return Observable.of(result);
  });
  return new Promise<Record<string, string> | undefined>((resolve) => {
    execute(from([...links, server]), { query, context }).subscribe({
      complete: () => resolve(headers),
      error: () => resolve(headers),
    });
  });
}

const unauthenticated: FetchResult = {
  errors: [new GraphQLError('Not signed in', { extensions: { code: 'UNAUTHENTICATED' } })],
};

const unavailable: FetchResult = {
  errors: [
    new GraphQLError('The service is briefly unavailable. Please try again in a moment.', {
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: 5 },
    }),
  ],
};

const mutation = gql`
  mutation SendContactMessage {
    sendContactMessage(input: { email: "a@example.com", message: "Hi" })
  }
`;

/**
 * Runs `operation` through the client's links to a fake server giving `answers` in turn (the
 * last one again when they run out, an Error as a failed fetch), with the retry delays elapsed.
 */
async function runWithAnswers(answers: (FetchResult | Error)[], operation = query) {
  let calls = 0;
  const server = new ApolloLink(() => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    return answer instanceof Error
      ? new Observable<FetchResult>((observer) => observer.error(answer))
      : Observable.of(answer);
  });
  const outcome = new Promise<{ result?: FetchResult; error?: unknown }>((resolve) => {
    execute(from([...links, server]), { query: operation }).subscribe({
      next: (result) => resolve({ result }),
      error: (error: unknown) => resolve({ error }),
    });
  });
  await jest.runAllTimersAsync();
  return { ...(await outcome), calls: () => calls };
}

describe('Apollo links', () => {
  const loggedOut = jest.fn();
  let unsubscribe: () => void;
  beforeEach(() => {
    loggedOut.mockReset();
    unsubscribe = onUnauthenticated(loggedOut);
  });
  afterEach(() => unsubscribe());

  it('sends the stored token as a bearer header', async () => {
    localStorage.setItem('token', 'abc');
    const headers = await run({ data: { me: { id: '1' } } });
    expect(headers).toEqual({ 'Accept-Language': 'en', Authorization: 'Bearer abc' });
  });

  it("asks for the server's messages in the active language", async () => {
    await activateLocale('hi');
    try {
      const headers = await run({ data: { me: { id: '1' } } });
      expect(headers?.['Accept-Language']).toBe('hi');
    } finally {
      await activateLocale('en');
      localStorage.clear();
    }
  });

  it('sends no Authorization header without a token', async () => {
    const headers = await run({ data: { me: { id: '1' } } });
    expect(headers?.Authorization).toBeUndefined();
  });

  it('sends the token a request names instead, and never ends the session over it', async () => {
    const headers = await run(unauthenticated, { tokenToSend: 'ending' });
    expect(headers).toEqual({ 'Accept-Language': 'en', Authorization: 'Bearer ending' });
    expect(loggedOut).not.toHaveBeenCalled();
  });

  it('logs out when an authenticated request is UNAUTHENTICATED', async () => {
    localStorage.setItem('token', 'abc');
    await run(unauthenticated);
    expect(loggedOut).toHaveBeenCalledTimes(1);
    // The server's words, so the session can say why it ended (revoked, or expired).
    expect(loggedOut).toHaveBeenCalledWith('Not signed in');
  });

  it('does not log out for a request sent without a token, or for other errors', async () => {
    await run(unauthenticated);
    localStorage.setItem('token', 'abc');
    await run({
      errors: [new GraphQLError('Course not found', { extensions: { code: 'NOT_FOUND' } })],
    });
    expect(loggedOut).not.toHaveBeenCalled();
  });

  describe('while the server is briefly unavailable', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('retries a read answered SERVICE_UNAVAILABLE and delivers the answer that follows', async () => {
      const data = { me: { id: '1' } };
      const outcome = await runWithAnswers([unavailable, unavailable, { data }]);
      expect(outcome.result).toEqual({ data });
      expect(outcome.calls()).toBe(3);
    });

    it('retries a read whose request failed on the way', async () => {
      const data = { me: { id: '1' } };
      const outcome = await runWithAnswers([new TypeError('Failed to fetch'), { data }]);
      expect(outcome.result).toEqual({ data });
    });

    it('gives up after five tries with an error that does not sign the user out', async () => {
      localStorage.setItem('token', 'abc');
      const outcome = await runWithAnswers([unavailable]);
      expect(outcome.calls()).toBe(5);
      expect(outcome.error).toBeInstanceOf(ServiceUnavailableError);
      expect(loggedOut).not.toHaveBeenCalled();
    });

    it('never repeats a mutation, and hands its SERVICE_UNAVAILABLE to the caller', async () => {
      const outcome = await runWithAnswers([unavailable], mutation);
      expect(outcome.calls()).toBe(1);
      expect(outcome.result?.errors?.[0].extensions?.code).toBe('SERVICE_UNAVAILABLE');
      const failedFetch = await runWithAnswers([new TypeError('Failed to fetch')], mutation);
      expect(failedFetch.calls()).toBe(1);
    });
  });
});
