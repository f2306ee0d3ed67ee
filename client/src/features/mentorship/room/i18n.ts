import en from '../../../locales/en/room.json';
import { catalog } from '../../../i18n/catalog';

/** The `room` namespace (client/src/locales/en/room.json): the call room at /sessions/:id. */
export const { t, useT, T } = catalog(en);
export type RoomMessage = keyof typeof en;
