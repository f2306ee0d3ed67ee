import common from '../locales/en/common.json';
import { catalog } from './catalog';

/** The `common` namespace: words of lib/, apollo/ and the app shell that no feature owns. */
export const { t, useT, T } = catalog(common);
