import './test/jsdomShims';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, toastTitles } from '../../test/findToast';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MySessionsDocument, RevokeSessionDocument } from './sessions.generated';
import { SignedInDevices } from './SignedInDevices';
import { mock, refused } from './test/accountMocks';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const session = (id: string, device: string, lastSeenMinutes: number, current = false) => ({
  __typename: 'DeviceSession',
  id,
  device,
  network: current ? '203.0.113.0/24' : '2001:db8:1::/48',
  signedInAt: minutesAgo(3 * 24 * 60),
  lastSeenAt: minutesAgo(lastSeenMinutes),
  current,
});

const listed = mock(MySessionsDocument, undefined, {
  data: {
    mySessions: [
      session('s2', 'Firefox on Windows', 180),
      session('s1', 'Chrome on Android', 1, true),
    ],
  },
});

const items = () =>
  within(screen.getByRole('list', { name: 'Signed-in devices' })).getAllByRole('listitem');

describe('SignedInDevices', () => {
  it('lists each device with its network and last use, this one first and without a Sign out', async () => {
    renderWithProviders(<SignedInDevices />, { mocks: [listed] });
    await screen.findByRole('list', { name: 'Signed-in devices' });
    const [mine, other] = items();
    expect(mine).toHaveTextContent('Chrome on Android');
    expect(mine).toHaveTextContent('This device');
    expect(mine).toHaveTextContent('Network 203.0.113.0/24');
    expect(mine).toHaveTextContent('Active now');
    expect(within(mine).queryByRole('button')).not.toBeInTheDocument();
    expect(other).toHaveTextContent('Firefox on Windows');
    expect(other).toHaveTextContent('Network 2001:db8:1::/48');
    expect(other).toHaveTextContent('Last seen 3 hours ago');
    expect(other).not.toHaveTextContent('This device');
    expect(
      within(other).getByRole('button', { name: /^Sign out Firefox on Windows/ }),
    ).toBeEnabled();
  });

  it('signs another device out: it leaves the list, with one toast', async () => {
    renderWithProviders(<SignedInDevices />, {
      mocks: [listed, mock(RevokeSessionDocument, { id: 's2' }, { data: { revokeSession: true } })],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Sign out Firefox on Windows/ }));
    expect(await findToast('Firefox on Windows signed out')).toHaveAttribute(
      'data-type',
      'success',
    );
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]).toHaveTextContent('Chrome on Android');
    expect(toastTitles()).toEqual(['Firefox on Windows signed out']);
  });

  it('says why when the server refuses, and keeps the device listed', async () => {
    renderWithProviders(<SignedInDevices />, {
      mocks: [
        listed,
        mock(RevokeSessionDocument, { id: 's2' }, refused('NOT_FOUND', 'Session not found')),
      ],
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Sign out Firefox/ }));
    expect(await findToast('Session not found')).toHaveAttribute('data-type', 'error');
    expect(items()).toHaveLength(2);
  });
});
