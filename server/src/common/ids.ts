const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a client-supplied id can name a row; anything else is simply "not found". */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);
