import { DomainError } from '../common/errors/domain-error';

export const LECTURE_NOT_IN_COURSE = 'This lecture is not part of the course';

export const lectureNotInCourse = () =>
  new DomainError('BAD_USER_INPUT', LECTURE_NOT_IN_COURSE, [
    { field: 'lectureId', message: LECTURE_NOT_IN_COURSE, code: 'INVALID' },
  ]);
