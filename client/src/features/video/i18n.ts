import en from '../../locales/en/video.json';
import { catalog } from '../../i18n/catalog';

/** The `video` namespace (client/src/locales/en/video.json). */
export const { t, useT, T } = catalog(en);
