/**
 * Preview as a student: the owner (or an admin) opens the course page or the player with
 * `?preview=student` and sees it as a learner would, without enrolling and recording nothing.
 */
export const STUDENT_PREVIEW_PARAM = 'preview';
const STUDENT = 'student';

export const studentPreviewPath = (courseId: string, page: 'course' | 'player' = 'course') =>
  `/${page}/${courseId}?${STUDENT_PREVIEW_PARAM}=${STUDENT}`;

export const isStudentPreview = (search: URLSearchParams) =>
  search.get(STUDENT_PREVIEW_PARAM) === STUDENT;
