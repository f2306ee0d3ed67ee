import en from '../../../locales/en/liveRoom.json';
import { catalog } from '../../../i18n/catalog';

/** The `liveRoom` namespace (client/src/locales/en/liveRoom.json): a live session's group room page. */
export const { t, useT, T } = catalog(en);
