import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { FirstLoadGate } from '../components/FirstLoadGate';
import { renderWithProviders } from '../test/renderWithProviders';
import LoadingRedirectPage from './LoadingRedirectPage';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const routes = (
  <Routes>
    <Route path="/loading/*" element={<LoadingRedirectPage />} />
    <Route path="*" element={<Where />} />
  </Routes>
);

describe('/loading/{path}', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it.each([
    ['/loading/my-enrollments', '/my-enrollments'],
    ['/loading//evil.example', '/evil.example'],
  ])('%s goes to %s after 5 s, inside the app', (route, target) => {
    renderWithProviders(routes, { route });
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByTestId('where')).toHaveTextContent(target);
  });

  it('counts its 5 s from when the first-load screen lifts', () => {
    renderWithProviders(<FirstLoadGate ms={3000}>{routes}</FirstLoadGate>, {
      route: '/loading/my-enrollments',
    });
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('status', { name: 'Loading BrandCraft' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByTestId('where')).toHaveTextContent('/my-enrollments');
  });
});
