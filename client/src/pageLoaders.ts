/**
 * The code of the pages that a first visit most often opens, one chunk each. AppRoutes renders them
 * lazily; routePreload.ts starts the one the address asks for before React renders.
 */
export const loadHomePage = () => import('./pages/HomePage');
export const loadCourseListPage = () => import('./pages/CourseListPage');
export const loadCourseDetailPage = () => import('./pages/CourseDetailPage');
export const loadMyEnrollmentsPage = () => import('./pages/MyEnrollmentsPage');
