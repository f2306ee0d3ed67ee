import { notFound } from '../common/errors/domain-error';

/** Most people (host included) in the built-in room: each pair has a direct connection (a mesh). */
export const ROOM_MAX_PARTICIPANTS = 6;

export const MAX_CAPACITY = 500;
export const AGENDA_MAX = 5000;
export const TITLE_MAX = 200;

export const liveSessionNotFound = () => notFound('Live session not found');
export const liveOccurrenceNotFound = () => notFound('Live session not found');
