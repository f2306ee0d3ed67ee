import en from '../../locales/en/account.json';
import { catalog } from '../../i18n/catalog';

/** The `account` namespace (client/src/locales/en/account.json). */
export const { t, useT, T } = catalog(en);
