import en from '../../locales/en/courses.json';
import { catalog } from '../../i18n/catalog';

/** The `courses` namespace (client/src/locales/en/courses.json); the card's few texts are in cardI18n.ts. */
export const { t, useT, T } = catalog(en);
