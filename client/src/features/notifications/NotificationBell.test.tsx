import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { renderWithProviders } from '../../test/renderWithProviders';
import { NotificationBell } from './NotificationBell';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  NotificationsDocument,
  UnreadNotificationCountDocument,
} from './notifications.generated';

const answer = (
  query: MockedResponse['request']['query'],
  variables: Record<string, unknown> | undefined,
  data: Record<string, unknown>,
): MockedResponse => ({ request: { query, variables }, result: { data }, delay: 10 });

const count = (n: number) =>
  answer(UnreadNotificationCountDocument, {}, { unreadNotificationCount: n });

const item = (id: string, title: string, readAt: string | null = null) => ({
  __typename: 'Notification',
  id,
  kind: 'announcement',
  title,
  body: `${title} body`,
  url: `/course/${id}`,
  createdAt: '2026-11-30T10:00:00.000Z',
  readAt,
});

const list = (nodes: ReturnType<typeof item>[]) =>
  answer(
    NotificationsDocument,
    { first: 20 },
    { notifications: { __typename: 'NotificationConnection', nodes } },
  );

describe('NotificationBell', () => {
  it('names the button with the unread count, lists the notifications, and opening one marks it read', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationBell />, {
      mocks: [
        count(2),
        list([item('n1', 'Live Q&A'), item('n2', 'New chapter')]),
        answer(
          MarkNotificationReadDocument,
          { id: 'n1' },
          {
            markNotificationRead: {
              __typename: 'Notification',
              id: 'n1',
              readAt: '2026-11-30T11:00:00.000Z',
            },
          },
        ),
        count(1),
      ],
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    // From the keyboard: the menu ignores a pointer's click on an item right after it opened.
    bell.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const first = await within(menu).findByRole('menuitem', { name: /Live Q&A/ });
    expect(first).toHaveTextContent('Unread: Live Q&A');
    expect(within(menu).getByRole('menuitem', { name: 'Mark all read' })).not.toHaveAttribute(
      'data-disabled',
    );
    await user.keyboard('{Home}');
    await waitFor(() => expect(first).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/course/n1'));
  });

  it('marks all read at once from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationBell />, {
      mocks: [
        count(1),
        list([item('n3', 'Booked')]),
        answer(MarkAllNotificationsReadDocument, {}, { markAllNotificationsRead: 1 }),
        list([item('n3', 'Booked', '2026-11-30T11:00:00.000Z')]),
        count(0),
      ],
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    bell.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitem', { name: /Booked/ });
    await user.click(within(menu).getByRole('menuitem', { name: 'Mark all read' }));
    expect(
      await screen.findByRole('button', { name: 'Notifications, none unread' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: /Booked/ })).not.toHaveTextContent(
        'Unread',
      ),
    );
  });

  it('asks for the count again when the window gets focus', async () => {
    renderWithProviders(<NotificationBell />, { mocks: [count(3), count(5)] });
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    window.dispatchEvent(new Event('focus'));
    expect(
      await screen.findByRole('button', { name: 'Notifications, 5 unread' }),
    ).toBeInTheDocument();
  });

  it('shows an empty list', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationBell />, { mocks: [count(0), list([])] });
    await user.click(await screen.findByRole('button', { name: 'Notifications, none unread' }));
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  });
});
