import en from '../../locales/en/educator.json';
import { catalog } from '../../i18n/catalog';

/** The `educator` namespace (client/src/locales/en/educator.json). */
export const { t, useT, T } = catalog(en);

/** A message id of the namespace, for constants that name their text (menus, presets). */
export type EducatorMessage = keyof typeof en;
