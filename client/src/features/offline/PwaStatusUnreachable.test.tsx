import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PwaStatus } from './PwaStatus';
import { setPwaState } from './pwaState';

let mockReachable = false;
jest.mock('./PwaNotices', () => {
  // As a dynamic import fails offline before the service worker controls the page.
  if (!mockReachable) throw new TypeError('Failed to fetch dynamically imported module');
  return jest.requireActual('./PwaNotices');
});

afterEach(() => act(() => setPwaState({ offline: false, offlineCopy: false, waiting: null })));

const SAVED = /this page is a saved copy/;

it('leaves the banner out and keeps the page when its code cannot be fetched, and loads it next time', async () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithProviders(
    <>
      <PwaStatus />
      <p>The upload goes on</p>
    </>,
  );
  act(() => setPwaState({ offline: true }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(screen.getByText('The upload goes on')).toBeInTheDocument();
  expect(screen.queryByText(SAVED)).not.toBeInTheDocument();
  quiet.mockRestore();

  mockReachable = true;
  act(() => setPwaState({ offline: false }));
  act(() => setPwaState({ offline: true }));
  expect(await screen.findByText(SAVED)).toBeInTheDocument();
  expect(screen.getByText('The upload goes on')).toBeInTheDocument();
});
