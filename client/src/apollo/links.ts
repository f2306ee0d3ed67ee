import { ApolloLink, type Operation } from '@apollo/client';
import { setContext } from '@apollo/client/link/context';
import { onError } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode } from 'graphql';
import { getToken } from './tokenStorage';
import { currentLocale } from '../i18n/locale';
import { ServiceUnavailableError, type ErrorCode } from '../lib/graphqlErrors';
import { emitUnauthenticated } from './authEvents';

export interface AuthContext {
  /** The token this request was sent with, if any. */
  authToken?: string | null;
  /** Sent instead of the stored one: signing out names the token it ends, already cleared here. */
  tokenToSend?: string;
}

/** UNAUTHENTICATED on a request sent with the current token ends the session. */
export const errorLink = onError(({ graphQLErrors, operation }) => {
  const { authToken } = operation.getContext() as AuthContext;
  const rejected = graphQLErrors?.find(
    (e) => e.extensions?.code === ('UNAUTHENTICATED' satisfies ErrorCode),
  );
  // A request without a token (e.g. a failed login) or with an older token leaves the
  // session alone.
  if (rejected && authToken && authToken === getToken()) emitUnauthenticated(rejected.message);
});

/**
 * Adds `Authorization: Bearer <token>` from localStorage, or the context's `tokenToSend`, and the
 * active language as `Accept-Language`, so the server's error messages come in it.
 */
export const authLink = setContext(
  (_, { headers, tokenToSend }: AuthContext & { headers?: Record<string, string> }) => {
    const token = tokenToSend ?? getToken();
    const withLocale = { ...headers, 'Accept-Language': currentLocale() };
    return {
      authToken: token,
      headers: token ? { ...withLocale, Authorization: `Bearer ${token}` } : withLocale,
    };
  },
);

const isQuery = (operation: Operation) => {
  const definition = getMainDefinition(operation.query);
  return (
    definition.kind === Kind.OPERATION_DEFINITION &&
    definition.operation === OperationTypeNode.QUERY
  );
};

/**
 * A read answered SERVICE_UNAVAILABLE fails as a ServiceUnavailableError instead, so retryLink
 * tries it again and the session is never ended for it. Mutations pass through unchanged.
 */
const unavailableReadLink = new ApolloLink((operation, forward) => {
  if (!isQuery(operation)) return forward(operation);
  return forward(operation).map((result) => {
    const unavailable = result.errors?.find(
      (e) => e.extensions?.code === ('SERVICE_UNAVAILABLE' satisfies ErrorCode),
    );
    if (unavailable) throw new ServiceUnavailableError(unavailable.message);
    return result;
  });
});

/** The request never got an answer (fetch failed), or a proxy said the server is away. */
function isTransient(error: unknown): boolean {
  if (error instanceof ServiceUnavailableError || error instanceof TypeError) return true;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return status === 502 || status === 503 || status === 504;
}

/** A read that failed for a passing reason is tried up to 4 more times, over about 5 s on average; a mutation never is. */
const retryLink = new RetryLink({
  delay: { initial: 500, max: 4_000, jitter: true },
  attempts: { max: 5, retryIf: (error, operation) => isQuery(operation) && isTransient(error) },
});

/** Every link before the HTTP one, outermost first: the session sees only what retries could not fix. */
export const links = [errorLink, retryLink, unavailableReadLink, authLink];
