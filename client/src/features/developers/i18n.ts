import en from '../../locales/en/developers.json';
import { catalog } from '../../i18n/catalog';

/** The `developers` namespace (client/src/locales/en/developers.json). */
export const { t, useT, T } = catalog(en);
