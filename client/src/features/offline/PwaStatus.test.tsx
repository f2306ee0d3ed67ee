import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PwaStatus } from './PwaStatus';
import { setPwaState } from './pwaState';
import { SKIP_WAITING } from './swProtocol';

/** A waiting worker and the messages it was sent. */
function waitingWorker() {
  const messages: unknown[] = [];
  const worker = { postMessage: (message: unknown) => messages.push(message) };
  return { worker: worker as unknown as ServiceWorker, messages };
}

afterEach(() => act(() => setPwaState({ offline: false, offlineCopy: false, waiting: null })));

describe('PwaStatus', () => {
  it('says nothing online, and marks a saved copy when offline or served from the cache', async () => {
    const SAVED =
      'You are offline: this page is a saved copy. Actions you take will be sent when you are back online.';
    renderWithProviders(<PwaStatus />);
    expect(screen.queryByText(SAVED)).not.toBeInTheDocument();
    act(() => setPwaState({ offlineCopy: true }));
    expect(await screen.findByText(SAVED)).toHaveAttribute('role', 'status');
    act(() => setPwaState({ offlineCopy: false }));
    expect(screen.queryByText(SAVED)).not.toBeInTheDocument();
    act(() => setPwaState({ offline: true }));
    expect(await screen.findByText(SAVED)).toHaveAttribute('role', 'status');
  });

  it('offers a new version and activates it only on consent', async () => {
    const { worker, messages } = waitingWorker();
    renderWithProviders(<PwaStatus />, { route: '/course-list' });
    act(() => setPwaState({ waiting: worker }));
    expect(await screen.findByText('A new version is ready')).toBeInTheDocument();
    expect(messages).toEqual([]);
    const listen = jest.fn();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { addEventListener: listen },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(messages).toEqual([{ type: SKIP_WAITING }]);
    expect(listen).toHaveBeenCalledWith('controllerchange', expect.any(Function), { once: true });
  });

  it('never interrupts a lecture: in the player the new version waits', async () => {
    renderWithProviders(<PwaStatus />, { route: '/player/c1' });
    // Offline too, so the notices have loaded and rendered: the prompt is left out, not late.
    act(() => setPwaState({ waiting: waitingWorker().worker, offline: true }));
    await screen.findByText(/this page is a saved copy/);
    expect(screen.queryByText('A new version is ready')).not.toBeInTheDocument();
  });
});
