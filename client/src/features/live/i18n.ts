import en from '../../locales/en/live.json';
import { catalog } from '../../i18n/catalog';

/** The `live` namespace (client/src/locales/en/live.json): a live session's page and the educator's. */
export const { t, useT, T } = catalog(en);
export type LiveMessage = keyof typeof en;
