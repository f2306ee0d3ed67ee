import en from '../locales/en/pages.json';
import { catalog } from '../i18n/catalog';

/** The `pages` namespace (client/src/locales/en/pages.json): the route pages' own texts. */
export const { t, useT, T } = catalog(en);
