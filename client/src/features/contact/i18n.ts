import en from '../../locales/en/contact.json';
import { catalog } from '../../i18n/catalog';

/** The `contact` namespace (client/src/locales/en/contact.json). */
export const { t, useT, T } = catalog(en);
