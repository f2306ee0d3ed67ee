import en from '../../../locales/en/educator.video.json';
import { catalog } from '../../../i18n/catalog';

/** The `educator.video` namespace (client/src/locales/en/educator.video.json): lecture uploads. */
export const { t, useT, T } = catalog(en);

export type EducatorVideoMessage = keyof typeof en;
