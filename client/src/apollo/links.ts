import { setContext } from '@apollo/client/link/context';
import { onError } from '@apollo/client/link/error';
import { getToken } from '../features/auth/tokenStorage';
import type { ErrorCode } from '../lib/graphqlErrors';
import { emitUnauthenticated } from './authEvents';

interface AuthContext {
  /** The token this request was sent with, if any. */
  authToken?: string | null;
}

/** UNAUTHENTICATED on a request sent with the current token ends the session. */
export const errorLink = onError(({ graphQLErrors, operation }) => {
  const { authToken } = operation.getContext() as AuthContext;
  const rejected = graphQLErrors?.some(
    (e) => e.extensions?.code === ('UNAUTHENTICATED' satisfies ErrorCode),
  );
  // A request without a token (e.g. a failed login) or with an older token leaves the
  // session alone.
  if (rejected && authToken && authToken === getToken()) emitUnauthenticated();
});

/** Adds `Authorization: Bearer <token>` from localStorage. */
export const authLink = setContext((_, { headers }: { headers?: Record<string, string> }) => {
  const token = getToken();
  return {
    authToken: token,
    headers: token ? { ...headers, Authorization: `Bearer ${token}` } : headers,
  };
});
