import { invalidField } from '../common/errors/domain-error';

/** An uploaded image that is refused: BAD_USER_INPUT naming its field, the same on REST and GraphQL. */
export const imageError = (field: 'thumbnail' | 'avatar', message: string) =>
  invalidField(field, message);

export const thumbnailError = (message: string) => imageError('thumbnail', message);
