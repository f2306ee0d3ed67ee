import en from '../../locales/en/auth.json';
import { catalog } from '../../i18n/catalog';

/** The `auth` namespace (client/src/locales/en/auth.json). */
export const { t, useT, T } = catalog(en);
