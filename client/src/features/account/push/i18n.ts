import en from '../../../locales/en/push.json';
import { catalog } from '../../../i18n/catalog';

/** The `push` namespace (client/src/locales/en/push.json). */
export const { t, useT, T } = catalog(en);
