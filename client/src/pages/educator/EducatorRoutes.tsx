import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import EducatorLayout from './EducatorLayout';

// The educator area's route table, a chunk of its own so that adding a page to it costs the
// public pages' entry chunk nothing; every page is still its own chunk.
const DashboardPage = lazy(() => import('./DashboardPage'));
const AddCoursePage = lazy(() => import('./AddCoursePage'));
const MyCoursesPage = lazy(() => import('./MyCoursesPage'));
const StudentsEnrolledPage = lazy(() => import('./StudentsEnrolledPage'));
const EditCoursePage = lazy(() => import('./EditCoursePage'));
const ReviewsPage = lazy(() => import('./ReviewsPage'));
const QuestionsPage = lazy(() => import('./QuestionsPage'));
const AnnouncementsPage = lazy(() => import('./AnnouncementsPage'));
const CouponsPage = lazy(() => import('./CouponsPage'));
const AnalyticsPage = lazy(() => import('./AnalyticsPage'));
const WebhooksPage = lazy(() => import('./WebhooksPage'));
const MentoringPage = lazy(() => import('./MentoringPage'));
const LiveSessionsPage = lazy(() => import('./LiveSessionsPage'));
const NotFoundPage = lazy(() => import('../NotFoundPage'));

/** `/educator/*`, below AppRoutes' sign-in guard. */
export default function EducatorRoutes() {
  return (
    <Routes>
      <Route element={<EducatorLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="add-course" element={<AddCoursePage />} />
        <Route path="my-courses" element={<MyCoursesPage />} />
        <Route path="student-enrolled" element={<StudentsEnrolledPage />} />
        <Route path="reviews" element={<ReviewsPage />} />
        <Route path="questions" element={<QuestionsPage />} />
        <Route path="coupons" element={<CouponsPage />} />
        <Route path="analytics" element={<AnalyticsPage />} />
        <Route path="webhooks" element={<WebhooksPage />} />
        <Route path="mentoring" element={<MentoringPage />} />
        <Route path="edit-course/:id" element={<EditCoursePage />} />
        <Route path="courses/:courseId/live" element={<LiveSessionsPage />} />
        <Route path="courses/:courseId/announcements" element={<AnnouncementsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
