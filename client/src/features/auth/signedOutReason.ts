import { t } from './i18n';

/** What the server says when a token outlived its lifetime (server/src/auth/guards.ts). */
const EXPIRED = 'Token expired';

/**
 * Why this device's session ended when the server refused its stored token: expired, or revoked
 * (a password change or reset, an email change, or "Sign out of all devices", on any device, bumps the account's
 * token version, so every older token answers UNAUTHENTICATED; signing one device out from the account
 * page ends that device's session alone).
 */
export function signedOutReason(serverMessage: string | undefined): string {
  return t(serverMessage === EXPIRED ? 'auth.sessionExpired' : 'auth.signedOutRemotely');
}
