import { DomainError, forbidden } from '../common/errors/domain-error';

export const LECTURE_NOT_IN_COURSE = 'This lecture is not part of the course';

export const lectureNotInCourse = () =>
  new DomainError('BAD_USER_INPUT', LECTURE_NOT_IN_COURSE, [
    { field: 'lectureId', message: LECTURE_NOT_IN_COURSE, code: 'INVALID' },
  ]);

export const LECTURE_NOT_WATCHED =
  'This course asks you to watch each lecture to near its end before marking it complete';

export const lectureNotWatched = () => forbidden(LECTURE_NOT_WATCHED);
