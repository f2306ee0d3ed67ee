import { ApolloError } from '@apollo/client';
import { t } from '../i18n/messages';
import { hasErrorCode } from './graphqlErrors';

/** "Could not reach the server...", in the active language. */
export const networkFailure = () => t('common.networkFailure');
/** "The service is briefly unavailable...", in the active language. */
export const serviceUnavailable = () => t('common.serviceUnavailable');

/**
 * The same messages in English, as tests compare them. Screens use the functions above, which
 * follow the language chosen after this module loaded.
 */
export const NETWORK_FAILURE = networkFailure();
export const SERVICE_UNAVAILABLE = serviceUnavailable();

/**
 * The message to show for a failed call: the server's GraphQL error message, else the
 * thrown error's message, else the given default (e.g. 'Login failed').
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApolloError) {
    if (hasErrorCode(error, 'SERVICE_UNAVAILABLE')) return serviceUnavailable();
    const serverMessage = error.graphQLErrors.find((e) => e.message.trim() !== '')?.message;
    if (serverMessage) return serverMessage;
    if (error.networkError) return networkFailure(); // "Failed to fetch" tells a learner nothing
    return fallback; // Apollo's own text for an empty server message ("Error message not found.") says nothing
  }
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}
