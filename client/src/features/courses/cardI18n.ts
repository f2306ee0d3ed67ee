import en from '../../locales/en/courses.card.json';
import { catalog } from '../../i18n/catalog';

/**
 * The course card's texts (client/src/locales/en/courses.card.json), apart from the rest of the
 * `courses` namespace: the landing page shows cards, and its first load carries only these.
 */
export const { t, useT, T } = catalog(en);
