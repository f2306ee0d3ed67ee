import en from '../../locales/en/site.json';
import { catalog } from '../../i18n/catalog';

/** The `site` namespace (client/src/locales/en/site.json). */
export const { t, useT, T } = catalog(en);
