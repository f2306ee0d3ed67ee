import en from '../../locales/en/authForms.json';
import { catalog } from '../../i18n/catalog';

/**
 * The sign-in and sign-up forms' texts (client/src/locales/en/authForms.json), apart from the
 * `auth` namespace that every page loads with the session: the forms load when first opened.
 */
export const { t, useT, T } = catalog(en);
