import en from '../../../locales/en/live.recording.json';
import { catalog } from '../../../i18n/catalog';

/** The `live.recording` namespace: attaching a meeting's recording. */
export const { t, useT, T } = catalog(en);
