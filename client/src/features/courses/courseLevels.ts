import type { CourseLevel } from '../../generated/types';

/**
 * The levels in the order a form offers them. Apart from their labels (courseLevel.ts), so that
 * the search box on every page does not load the courses catalog for them.
 */
export const COURSE_LEVELS: CourseLevel[] = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'ALL_LEVELS'];
