import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../test/renderWithProviders';
import LoadingRedirectPage from './LoadingRedirectPage';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('/loading/{path}', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    ['/loading/my-enrollments', '/my-enrollments'],
    ['/loading//evil.example', '/evil.example'],
  ])('%s goes to %s after 5 s, inside the app', (route, target) => {
    renderWithProviders(
      <Routes>
        <Route path="/loading/*" element={<LoadingRedirectPage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { route },
    );
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByTestId('where')).toHaveTextContent(target);
  });
});
