import en from '../../locales/en/admin.json';
import { catalog } from '../../i18n/catalog';

/** The `admin` namespace (client/src/locales/en/admin.json). */
export const { t, useT, T } = catalog(en);

/** A message id of the namespace, for tables of labels (actions, fields, roles). */
export type AdminMessage = Parameters<typeof t>[0];
