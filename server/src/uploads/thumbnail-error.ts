import { DomainError } from '../common/errors/domain-error';

/** A refused thumbnail: BAD_USER_INPUT with the `thumbnail` field, the same on REST and GraphQL. */
export const thumbnailError = (message: string) =>
  new DomainError('BAD_USER_INPUT', message, [{ field: 'thumbnail', message, code: 'INVALID' }]);
