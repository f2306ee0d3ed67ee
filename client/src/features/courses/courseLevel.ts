import type { CourseLevel } from '../../generated/types';
import { t } from './i18n';

/** Who a course is pitched at, as the course page, the filters and the course forms name it. */
export function courseLevelLabel(level: CourseLevel): string {
  return t(`courses.level.${level}`);
}

/** The same labels as a record, read in the active language at each access. */
export const COURSE_LEVEL_LABELS = {
  get BEGINNER() {
    return courseLevelLabel('BEGINNER');
  },
  get INTERMEDIATE() {
    return courseLevelLabel('INTERMEDIATE');
  },
  get ADVANCED() {
    return courseLevelLabel('ADVANCED');
  },
  get ALL_LEVELS() {
    return courseLevelLabel('ALL_LEVELS');
  },
} satisfies Record<CourseLevel, string>;

export { COURSE_LEVELS } from './courseLevels';
