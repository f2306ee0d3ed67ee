import en from '../../locales/en/discovery.json';
import { catalog } from '../../i18n/catalog';

/** The `discovery` namespace (client/src/locales/en/discovery.json). */
export const { t, useT, T } = catalog(en);
