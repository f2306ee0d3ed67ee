import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import MentorPage from './MentorPage';
import MentorsPage from './MentorsPage';

export { default as SessionRoutes } from './SessionRoutes';

const NotFoundPage = lazy(() => import('./NotFoundPage'));

/**
 * `/mentors/*`: the list and a mentor's page, one lazy chunk with `/sessions/*` (SessionRoutes), so that they cost the landing route's
 * entry chunk one route (its JavaScript budget, docs/performance.md).
 */
export default function MentorRoutes() {
  return (
    <Routes>
      <Route index element={<MentorsPage />} />
      <Route path=":id" element={<MentorPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
