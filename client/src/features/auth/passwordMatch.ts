/** Live comparison of the signup password and its confirmation. */

export type MatchStatus = 'empty' | 'match' | 'mismatch';

/** 'empty' until something is typed in the confirmation field. */
export function passwordMatchStatus(password: string, confirmPassword: string): MatchStatus {
  if (confirmPassword === '') return 'empty';
  return password === confirmPassword ? 'match' : 'mismatch';
}

export const matchMessages: Record<Exclude<MatchStatus, 'empty'>, string> = {
  match: 'Passwords match',
  mismatch: 'Passwords do not match',
};
