import en from '../../locales/en/coupons.json';
import { catalog } from '../../i18n/catalog';

/** The `coupons` namespace (client/src/locales/en/coupons.json). */
export const { t, useT, T } = catalog(en);
