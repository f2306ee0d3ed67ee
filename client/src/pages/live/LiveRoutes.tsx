import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from '../../features/auth/RequireAuth';

const LiveSessionPage = lazy(() => import('./LiveSessionPage'));
const LiveRoomPage = lazy(() => import('./LiveRoomPage'));
const NotFoundPage = lazy(() => import('../NotFoundPage'));

/**
 * `/live/*`: a live session's page (`/live/{id}`), each page its own chunk. Reached through the
 * mentors' chunk (AppRoutes), so that the landing route's entry chunk pays for one route only
 * (docs/performance.md, "Bundle budget"); the group room's route belongs here too.
 */
export default function LiveRoutes() {
  return (
    <Routes>
      <Route path=":id" element={<LiveSessionPage />} />
      <Route element={<RequireAuth />}>
        <Route path="rooms/:occurrenceId" element={<LiveRoomPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
