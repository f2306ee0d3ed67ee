import { t } from './formsI18n';

/** Password strength, 0 to 4: one point per rule met. */

export type StrengthScore = 0 | 1 | 2 | 3 | 4;

export const MIN_PASSWORD_LENGTH = 6;

const rules: ReadonlyArray<(password: string) => boolean> = [
  (p) => p.length >= MIN_PASSWORD_LENGTH,
  (p) => /[a-z]/.test(p) && /[A-Z]/.test(p),
  (p) => /\d/.test(p),
  (p) => /[^A-Za-z0-9]/.test(p),
];

export function passwordStrength(password: string): StrengthScore {
  return rules.filter((rule) => rule(password)).length as StrengthScore;
}

const labels = {
  0: 'authForms.strengthVeryWeak',
  1: 'authForms.strengthWeak',
  2: 'authForms.strengthFair',
  3: 'authForms.strengthGood',
  4: 'authForms.strengthStrong',
} as const satisfies Record<StrengthScore, string>;

/** The score's word in the active language ('Weak', 'Strong'). */
export function strengthLabel(score: StrengthScore): string {
  return t(labels[score]);
}
