import en from '../../locales/en/learning.json';
import { catalog } from '../../i18n/catalog';

/** The `learning` namespace (client/src/locales/en/learning.json). */
export const { t, useT, T } = catalog(en);
