import en from '../../locales/en/notifications.json';
import { catalog } from '../../i18n/catalog';

/** The `notifications` namespace (client/src/locales/en/notifications.json). */
export const { t, useT, T } = catalog(en);
