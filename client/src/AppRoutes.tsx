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
const WishlistPage = lazy(() => import('./pages/WishlistPage'));
const LoadingRedirectPage = lazy(() => import('./pages/LoadingRedirectPage'));
const AboutPage = lazy(() => import('./pages/AboutPage'));
const ContactPage = lazy(() => import('./pages/ContactPage'));
const DevelopersPage = lazy(() => import('./pages/DevelopersPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage'));
const VerifyEmailPage = lazy(() => import('./pages/VerifyEmailPage'));
const AccountPage = lazy(() => import('./pages/AccountPage'));
const mentorship = () => import('./pages/MentorRoutes');
const MentorRoutes = lazy(mentorship);
// The sessions pages share the mentors' chunk (one chunk for mentorship).
const SessionRoutes = lazy(() => mentorship().then((m) => ({ default: m.SessionRoutes })));
const EducatorRoutes = lazy(() => import('./pages/educator/EducatorRoutes'));
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
          <Route path="developers" element={<DevelopersPage />} />
          <Route path="mentors/*" element={<MentorRoutes />} />
          {/* MentorRoutes hands /live/* to the live sessions' routes. */}
          <Route path="live/*" element={<MentorRoutes />} />
          <Route path="certificate/:id" element={<CertificatePage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="verify-email" element={<VerifyEmailPage />} />
          <Route element={<RequireAuth />}>
            <Route path="my-enrollments" element={<MyEnrollmentsPage />} />
            <Route path="my-certificates" element={<MyCertificatesPage />} />
            <Route path="wishlist" element={<WishlistPage />} />
            <Route path="player/:courseId" element={<PlayerPage />} />
            <Route path="loading/*" element={<LoadingRedirectPage />} />
            <Route path="account" element={<AccountPage />} />
            <Route path="sessions/*" element={<SessionRoutes />} />
          </Route>
          <Route path="admin" element={<AdminRoute />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route element={<RequireAuth role="educator" />}>
          <Route path="educator/*" element={<EducatorRoutes />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
