import '../test/jsdomShims';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast } from '../../../test/findToast';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { noticeKinds } from '../../../../../shared/notice-kinds';
import { mock } from '../test/accountMocks';
import { DevicePush } from './DevicePush';
import {
  DevicePushDocument,
  SubscribePushDocument,
  UnsubscribePushDocument,
  UpdatePushKindsDocument,
} from './push.generated';

const KEY =
  'BOr0Z3jvl4zWd8kf0hXYp5Bt7aFpF1mQ5eH0Kx2sYw3uJ1dC9gT6rVnL8aQ4zP2mS7bE3yW0xU5iO9kR1hN6fGc';
const ENDPOINT = 'https://push.example.com/send/abc';
const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

const settings = (pushKinds: string[], pushPublicKey: string | null = KEY) =>
  mock(DevicePushDocument, undefined, {
    data: {
      pushPublicKey,
      me: {
        __typename: 'User',
        id: 'u1',
        notificationPreferences: { __typename: 'NotificationPreferences', pushKinds },
      },
    },
  });

const kindsSaved = (pushKinds: string[]) =>
  mock(
    UpdatePushKindsDocument,
    { pushKinds },
    {
      data: {
        updateNotificationPreferences: {
          __typename: 'User',
          id: 'u1',
          notificationPreferences: { __typename: 'NotificationPreferences', pushKinds },
        },
      },
    },
  );

/** The browser at its boundary: a service worker's push manager and the permission prompt. */
function fakeBrowser({ subscribed = false, permission = 'granted' } = {}) {
  let current: PushSubscription | null = null;
  const unsubscribe = jest.fn(() => {
    current = null;
    return Promise.resolve(true);
  });
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe,
  } as unknown as PushSubscription;
  if (subscribed) current = subscription;
  const pushManager = {
    getSubscription: jest.fn(() => Promise.resolve(current)),
    subscribe: jest.fn(() => Promise.resolve((current = subscription))),
  };
  const requestPermission = jest.fn(() => Promise.resolve(permission));
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve({ pushManager }) },
  });
  Object.assign(window, {
    PushManager: class {},
    Notification: { permission: 'default', requestPermission },
  });
  return { pushManager, requestPermission, unsubscribe };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
});

describe('DevicePush', () => {
  it('turns notifications on: asks permission, subscribes with the server key, and pushes every kind', async () => {
    const browser = fakeBrowser();
    renderWithProviders(<DevicePush />, {
      appCache: true,
      mocks: [
        settings([]),
        mock(
          SubscribePushDocument,
          { input: { endpoint: ENDPOINT, ...KEYS } },
          {
            data: { subscribePush: true },
          },
        ),
        kindsSaved(noticeKinds),
      ],
    });
    expect(await screen.findByText('Notifications are off for this device.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText('Notifications are on for this device.')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalled();
    const calls = browser.pushManager.subscribe.mock.calls as unknown as [
      PushSubscriptionOptionsInit,
    ][];
    const [[options]] = calls;
    expect(options.userVisibleOnly).toBe(true);
    expect(Buffer.from(options.applicationServerKey as Uint8Array).toString('base64url')).toBe(KEY);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Refunds' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Certificates' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Course announcements' })).toBeChecked();
    expect(
      await screen.findByRole('button', { name: 'Turn off notifications' }),
    ).toBeInTheDocument();
  });

  it('turns notifications off on the browser and on the server', async () => {
    const browser = fakeBrowser({ subscribed: true });
    renderWithProviders(<DevicePush />, {
      appCache: true,
      mocks: [
        settings(['refund']),
        mock(UnsubscribePushDocument, { endpoint: ENDPOINT }, { data: { unsubscribePush: true } }),
      ],
    });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Turn off notifications' }));
    expect(await screen.findByText('Notifications are off for this device.')).toBeInTheDocument();
    expect(browser.unsubscribe).toHaveBeenCalled();
  });

  it('saves the kinds chosen', async () => {
    fakeBrowser({ subscribed: true });
    renderWithProviders(<DevicePush />, {
      appCache: true,
      mocks: [settings(['refund']), kindsSaved(['refund', 'certificate'])],
    });
    const certificates = await screen.findByRole('checkbox', { name: 'Certificates' });
    expect(certificates).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Refunds' })).toBeChecked();
    await userEvent.setup().click(certificates);
    expect(await findToast('Notification choices saved')).toHaveAttribute('data-type', 'success');
    expect(certificates).toBeChecked();
  });

  it('says so when the person blocks notifications', async () => {
    const browser = fakeBrowser({ permission: 'denied' });
    renderWithProviders(<DevicePush />, { appCache: true, mocks: [settings([])] });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Notifications are blocked for this site. Allow them in your browser's site settings, then try again.",
    );
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('says so when the browser cannot (no service worker)', async () => {
    renderWithProviders(<DevicePush />, { appCache: true, mocks: [settings([])] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This browser cannot show notifications from BrandCraft.',
    );
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
  });

  it('says so when the site has push off', async () => {
    fakeBrowser();
    renderWithProviders(<DevicePush />, { appCache: true, mocks: [settings([], null)] });
    expect(
      await screen.findByText('Notifications are not available on this site right now.'),
    ).toBeInTheDocument();
  });
});
