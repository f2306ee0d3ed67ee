import en from '../../locales/en/offline.json';
import { catalog } from '../../i18n/catalog';

/** The `offline` namespace (client/src/locales/en/offline.json). */
export const { t, useT, T } = catalog(en);
