import { t } from './formsI18n';

/** Live comparison of the signup password and its confirmation. */

export type MatchStatus = 'empty' | 'match' | 'mismatch';

/** 'empty' until something is typed in the confirmation field. */
export function passwordMatchStatus(password: string, confirmPassword: string): MatchStatus {
  if (confirmPassword === '') return 'empty';
  return password === confirmPassword ? 'match' : 'mismatch';
}

/** The live message under the confirmation, in the active language. */
export function matchMessage(status: Exclude<MatchStatus, 'empty'>): string {
  return t(status === 'match' ? 'authForms.passwordsMatch' : 'authForms.passwordsDoNotMatch');
}
