import { lazy } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import LiveRoutes from './live/LiveRoutes';
import MentorPage from './MentorPage';
import MentorsPage from './MentorsPage';

export { default as SessionRoutes } from './SessionRoutes';

const NotFoundPage = lazy(() => import('./NotFoundPage'));

/**
 * `/mentors/*`: the list and a mentor's page, one lazy chunk with `/sessions/*` (SessionRoutes), so that they cost the landing route's
 * entry chunk one route (its JavaScript budget, docs/performance.md). `/live/*` comes here too, as this very element (a second lazy
 * element cost the entry chunk 44 bytes, over its budget), and goes on to LiveRoutes.
 */
export default function MentorRoutes() {
  // useLocation, not useMatch: the entry chunk, where React Router lives, has the one and not the other.
  if (/^\/live(\/|$)/.test(useLocation().pathname)) return <LiveRoutes />;
  return (
    <Routes>
      <Route index element={<MentorsPage />} />
      <Route path=":id" element={<MentorPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
