import en from '../../locales/en/mentorship.json';
import { catalog } from '../../i18n/catalog';

/** The `mentorship` namespace (client/src/locales/en/mentorship.json). */
export const { t, useT, T } = catalog(en);
export type MentorshipMessage = keyof typeof en;
