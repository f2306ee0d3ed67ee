import en from '../../locales/en/becomeEducator.json';
import { catalog } from '../../i18n/catalog';

/**
 * The `becomeEducator` namespace: the navbar's Become Educator button, apart from `educator`
 * because the navbar is on every page and the educator area's catalog is not.
 */
export const { t, useT, T } = catalog(en);
