import en from '../../locales/en/checkout.json';
import { catalog } from '../../i18n/catalog';

/** The `checkout` namespace (client/src/locales/en/checkout.json). */
export const { t, useT, T } = catalog(en);
