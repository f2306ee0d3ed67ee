import en from '../locales/en/layout.json';
import { catalog } from '../i18n/catalog';

/** The `layout` namespace (client/src/locales/en/layout.json). */
export const { t, useT, T } = catalog(en);
