import en from '../../locales/en/mentorship.course.json';
import { catalog } from '../../i18n/catalog';

/**
 * The course page's mentor card (client/src/locales/en/mentorship.course.json), apart from the
 * rest of the `mentorship` namespace: the course page carries only these.
 */
export const { t, useT, T } = catalog(en);
