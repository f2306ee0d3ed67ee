import { formatCount } from '../../../lib/format';
import { t } from '../i18n';
import type { MyEnrollmentsQuery } from './myEnrollments.generated';

/** One row of My Enrollments: the course, when it was joined and the learner's progress. */
export type Enrollment = MyEnrollmentsQuery['myEnrollments'][number];

export const playerPath = (courseId: string) => `/player/${courseId}`;

/** "3 / 8 Lectures" */
export const lecturesDone = ({ progress }: Enrollment) =>
  t('learning.lecturesDone', {
    done: formatCount(progress.lecturesCompleted),
    total: formatCount(progress.totalLectures),
  });
