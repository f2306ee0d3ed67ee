import { ApolloError } from '@apollo/client';
import { hasErrorCode } from './graphqlErrors';

export const NETWORK_FAILURE = 'Could not reach the server. Check your connection and try again.';
export const SERVICE_UNAVAILABLE =
  'The service is briefly unavailable. Please try again in a moment.';

/**
 * The message to show for a failed call: the server's GraphQL error message, else the
 * thrown error's message, else the given default (e.g. 'Login failed').
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApolloError) {
    if (hasErrorCode(error, 'SERVICE_UNAVAILABLE')) return SERVICE_UNAVAILABLE;
    const serverMessage = error.graphQLErrors.find((e) => e.message.trim() !== '')?.message;
    if (serverMessage) return serverMessage;
    if (error.networkError) return NETWORK_FAILURE; // "Failed to fetch" tells a learner nothing
    return fallback; // Apollo's own text for an empty server message ("Error message not found.") says nothing
  }
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}
