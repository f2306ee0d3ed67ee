/**
 * SQL that is true when the row's address `emailColumn`, at its time `atColumn`, was held by the
 * user `:holder` (`email_holdings`): data matched by email belongs to an account only for what
 * arrived while it held the address. `verified`: and only if it confirmed the address then.
 */
export function heldBy(emailColumn: string, atColumn: string, verified: boolean): string {
  return `EXISTS (SELECT 1 FROM email_holdings h WHERE h.user_id = :holder AND h.email = ${emailColumn}
    AND ${atColumn} >= h.held_from AND (h.released_at IS NULL OR ${atColumn} < h.released_at)
    ${verified ? 'AND h.verified_at IS NOT NULL' : ''})`;
}
