import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  courseMock,
  fakeYouTubeEachTest,
  playerCourse,
  progressMock,
} from '../features/learning/player/test/playerFixtures';
import { progress } from '../features/learning/test/fixtures';
import { renderWithProviders } from '../test/renderWithProviders';
import PlayerPage from './PlayerPage';

// The player's rules are tested beside it, in features/learning/player/PlayerView.*.test.tsx.
fakeYouTubeEachTest();

it('opens the player on the course the route names', async () => {
  renderWithProviders(
    <Routes>
      <Route path="/player/:courseId" element={<PlayerPage />} />
    </Routes>,
    {
      route: '/player/c1',
      mocks: [
        courseMock({ data: { course: playerCourse() } }),
        progressMock({ data: { courseProgress: progress('c1', [], 3) } }),
      ],
      appCache: true,
    },
  );
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Personal Branding Masterclass' }),
  ).toBeInTheDocument();
});
