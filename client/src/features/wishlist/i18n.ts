import en from '../../locales/en/wishlist.json';
import { catalog } from '../../i18n/catalog';

/** The `wishlist` namespace (client/src/locales/en/wishlist.json). */
export const { t, useT, T } = catalog(en);
