import en from '../locales/en/components.limit.json';
import { catalog } from '../i18n/catalog';

/**
 * LimitedTextarea's texts (client/src/locales/en/components.limit.json), apart from the rest of the
 * `components` namespace: no page of a first load has a long-text field, so that load carries none.
 */
export const { t, useT, T } = catalog(en);
