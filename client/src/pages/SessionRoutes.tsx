import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import SessionPage from './SessionPage';
import SessionsPage from './SessionsPage';

const NotFoundPage = lazy(() => import('./NotFoundPage'));

/**
 * `/sessions/*` (signed in): the viewer's sessions and one session's page, in the mentors' lazy chunk, so that
 * they cost the landing route's entry chunk one route (docs/performance.md, "Bundle budget").
 */
export default function SessionRoutes() {
  return (
    <Routes>
      <Route index element={<SessionsPage />} />
      <Route path=":id" element={<SessionPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
