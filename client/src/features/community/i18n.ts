import en from '../../locales/en/community.json';
import { catalog } from '../../i18n/catalog';

/** The `community` namespace (client/src/locales/en/community.json). */
export const { t, useT, T } = catalog(en);
