import en from '../../../locales/en/sessions.json';
import { catalog } from '../../../i18n/catalog';

/** The `sessions` namespace (client/src/locales/en/sessions.json): /sessions and /sessions/:id. */
export const { t, useT, T } = catalog(en);
