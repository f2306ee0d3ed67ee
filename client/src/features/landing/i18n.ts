import en from '../../locales/en/landing.json';
import { catalog } from '../../i18n/catalog';

/** The `landing` namespace (client/src/locales/en/landing.json): the landing route's texts only. */
export const { t, useT, T } = catalog(en);
