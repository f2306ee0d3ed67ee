/** What the server says when a token outlived its lifetime (server/src/auth/guards.ts). */
const EXPIRED = 'Token expired';

export const SESSION_EXPIRED = 'Your session expired. Sign in again.';
export const SIGNED_OUT_REMOTELY =
  "You were signed out because your password or email changed, or someone signed this device out (under Signed-in devices, or with 'Sign out of all devices'). Sign in again.";

/**
 * Why this device's session ended when the server refused its stored token: expired, or revoked
 * (a password change or reset, an email change, or "Sign out of all devices", on any device, bumps the account's
 * token version, so every older token answers UNAUTHENTICATED; signing one device out from the account
 * page ends that device's session alone).
 */
export function signedOutReason(serverMessage: string | undefined): string {
  return serverMessage === EXPIRED ? SESSION_EXPIRED : SIGNED_OUT_REMOTELY;
}
