import { ApolloLink, execute, from, gql, Observable, type FetchResult } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { onUnauthenticated } from './authEvents';
import { authLink, errorLink } from './links';

const query = gql`
  query Me {
    me {
      id
    }
  }
`;

/** Runs one request through error -> auth -> a fake server answering `result`. */
function run(result: FetchResult) {
  let headers: Record<string, string> | undefined;
  const server = new ApolloLink((operation) => {
    headers = (operation.getContext() as { headers?: Record<string, string> }).headers;
    return Observable.of(result);
  });
  return new Promise<Record<string, string> | undefined>((resolve) => {
    execute(from([errorLink, authLink, server]), { query }).subscribe({
      complete: () => resolve(headers),
      error: () => resolve(headers),
    });
  });
}

const unauthenticated: FetchResult = {
  errors: [new GraphQLError('Not signed in', { extensions: { code: 'UNAUTHENTICATED' } })],
};

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
    expect(headers).toEqual({ Authorization: 'Bearer abc' });
  });

  it('sends no Authorization header without a token', async () => {
    const headers = await run({ data: { me: { id: '1' } } });
    expect(headers?.Authorization).toBeUndefined();
  });

  it('logs out when an authenticated request is UNAUTHENTICATED', async () => {
    localStorage.setItem('token', 'abc');
    await run(unauthenticated);
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });

  it('does not log out for a request sent without a token, or for other errors', async () => {
    await run(unauthenticated);
    localStorage.setItem('token', 'abc');
    await run({
      errors: [new GraphQLError('Course not found', { extensions: { code: 'NOT_FOUND' } })],
    });
    expect(loggedOut).not.toHaveBeenCalled();
  });
});
