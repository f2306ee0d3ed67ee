import type { CourseLevel } from '../../generated/types';

/** Who a course is pitched at, as the course page and the course forms name each level. */
export const COURSE_LEVEL_LABELS: Record<CourseLevel, string> = {
  BEGINNER: 'Beginner',
  INTERMEDIATE: 'Intermediate',
  ADVANCED: 'Advanced',
  ALL_LEVELS: 'All levels',
};

/** The levels in the order a form offers them. */
export const COURSE_LEVELS: CourseLevel[] = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'ALL_LEVELS'];
