import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SiteLayout } from './layout/SiteLayout';
import { PageSpinner } from './components/PageSpinner';
import { RequireAuth } from './features/auth/RequireAuth';
import {
  loadCourseDetailPage,
  loadCourseListPage,
  loadHomePage,
  loadMyEnrollmentsPage,
} from './pageLoaders';

// Every page is its own chunk; the educator area never loads on public pages.
const HomePage = lazy(loadHomePage);
const CourseListPage = lazy(loadCourseListPage);
const CourseDetailPage = lazy(loadCourseDetailPage);
const CategoryPage = lazy(() => import('./pages/CategoryPage'));
const InstructorPage = lazy(() => import('./pages/InstructorPage'));
const MyEnrollmentsPage = lazy(loadMyEnrollmentsPage);
const PlayerPage = lazy(() => import('./pages/PlayerPage'));
const CertificatePage = lazy(() => import('./pages/CertificatePage'));
const MyCertificatesPage = lazy(() => import('./pages/MyCertificatesPage'));
const LoadingRedirectPage = lazy(() => import('./pages/LoadingRedirectPage'));
const AboutPage = lazy(() => import('./pages/AboutPage'));
const ContactPage = lazy(() => import('./pages/ContactPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage'));
const VerifyEmailPage = lazy(() => import('./pages/VerifyEmailPage'));
const AccountPage = lazy(() => import('./pages/AccountPage'));
const EducatorLayout = lazy(() => import('./pages/educator/EducatorLayout'));
const DashboardPage = lazy(() => import('./pages/educator/DashboardPage'));
const AddCoursePage = lazy(() => import('./pages/educator/AddCoursePage'));
const MyCoursesPage = lazy(() => import('./pages/educator/MyCoursesPage'));
const StudentsEnrolledPage = lazy(() => import('./pages/educator/StudentsEnrolledPage'));
const EditCoursePage = lazy(() => import('./pages/educator/EditCoursePage'));
const ReviewsPage = lazy(() => import('./pages/educator/ReviewsPage'));
const CouponsPage = lazy(() => import('./pages/educator/CouponsPage'));
const AnalyticsPage = lazy(() => import('./pages/educator/AnalyticsPage'));
const AdminRoute = lazy(() => import('./pages/Admin'));

/** The route table of SPEC.md section 2. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route index element={<HomePage />} />
          <Route path="course-list" element={<CourseListPage />} />
          <Route path="course-list/:input" element={<CourseListPage />} />
          <Route path="course/:id" element={<CourseDetailPage />} />
          <Route path="category/:slug" element={<CategoryPage />} />
          <Route path="instructor/:id" element={<InstructorPage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="certificate/:id" element={<CertificatePage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="verify-email" element={<VerifyEmailPage />} />
          <Route element={<RequireAuth />}>
            <Route path="my-enrollments" element={<MyEnrollmentsPage />} />
            <Route path="my-certificates" element={<MyCertificatesPage />} />
            <Route path="player/:courseId" element={<PlayerPage />} />
            <Route path="loading/*" element={<LoadingRedirectPage />} />
            <Route path="account" element={<AccountPage />} />
          </Route>
          <Route path="admin" element={<AdminRoute />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="educator" element={<RequireAuth role="educator" />}>
          <Route element={<EducatorLayout />}>
            <Route index element={<DashboardPage />} />
            <Route path="add-course" element={<AddCoursePage />} />
            <Route path="my-courses" element={<MyCoursesPage />} />
            <Route path="student-enrolled" element={<StudentsEnrolledPage />} />
            <Route path="reviews" element={<ReviewsPage />} />
            <Route path="coupons" element={<CouponsPage />} />
            <Route path="analytics" element={<AnalyticsPage />} />
            <Route path="edit-course/:id" element={<EditCoursePage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
