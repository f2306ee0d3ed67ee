import { t } from '../i18n';

/** Claimed programme statistics (SPEC.md section 9), read in the active language. */
export const PROGRAM_STATS = (['instructors', 'students', 'categories', 'rating'] as const).map(
  (id) => ({
    id,
    get value() {
      return t(`landing.stats.${id}.value`);
    },
    get label() {
      return t(`landing.stats.${id}.label`);
    },
  }),
);
