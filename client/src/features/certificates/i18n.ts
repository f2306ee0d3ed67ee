import en from '../../locales/en/certificates.json';
import { catalog } from '../../i18n/catalog';

/** The `certificates` namespace (client/src/locales/en/certificates.json). */
export const { t, useT, T } = catalog(en);
