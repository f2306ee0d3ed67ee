import en from '../../locales/en/live.card.json';
import { catalog } from '../../i18n/catalog';

/**
 * The course page's "Live sessions" and My Enrollments' "Next live session"
 * (client/src/locales/en/live.card.json), apart from the rest of `live`: those pages carry only these.
 */
export const { t, useT, T } = catalog(en);
