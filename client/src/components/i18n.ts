import en from '../locales/en/components.json';
import { catalog } from '../i18n/catalog';

/** The `components` namespace (client/src/locales/en/components.json). */
export const { t, useT, T } = catalog(en);
