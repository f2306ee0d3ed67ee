import type { EducatorCourseRowFragment } from '../../../generated/graphql';

/** A course deleted while it had learners is archived: unpublished, still open to them. */
export const isArchived = (course: Pick<EducatorCourseRowFragment, 'archivedAt' | 'isPublished'>) =>
  Boolean(course.archivedAt) || !course.isPublished;
