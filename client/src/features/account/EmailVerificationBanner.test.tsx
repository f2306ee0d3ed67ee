import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import {
  EmailVerificationStatusDocument,
  ResendVerificationEmailDocument,
} from './account.generated';
import { SiteLayout } from '../../layout/SiteLayout';
import { renderWithProviders } from '../../test/renderWithProviders';
import { signIn, student } from '../../test/signIn';

const status = (emailVerified: boolean): MockedResponse => ({
  request: { query: EmailVerificationStatusDocument },
  result: {
    data: { me: { __typename: 'User', id: student.id, email: student.email, emailVerified } },
  },
});

const resend = (result: MockedResponse['result']): MockedResponse => ({
  request: { query: ResendVerificationEmailDocument },
  result,
  delay: 20,
});

const BANNER_TEXT = 'Confirm your email address: we sent a link to asha@example.com.';

/** The site frame (navbar, banner, page) around a page that shows when the user has loaded. */
const site = (
  <Routes>
    <Route element={<SiteLayout />}>
      <Route path="*" element={<p>page</p>} />
    </Route>
  </Routes>
);

describe('Email confirmation banner', () => {
  afterEach(() => sessionStorage.clear());

  it('asks a signed-in user with an unconfirmed address to confirm it', async () => {
    renderWithProviders(site, { mocks: [signIn(), status(false)] });
    const banner = await screen.findByRole('region', { name: 'Email confirmation' });
    expect(banner).toHaveTextContent(BANNER_TEXT);
  });

  it('wraps a long address after its @ and dots, never mid-word', async () => {
    renderWithProviders(site, { mocks: [signIn(), status(false)] });
    const banner = await screen.findByRole('region', { name: 'Email confirmation' });
    const address = within(banner).getByText(
      (_, element) => element?.tagName === 'STRONG' && element.textContent === student.email,
    );
    // Break opportunities after "@" and each dot, and nowhere else unless a part is too long.
    expect(address.innerHTML.split('<wbr>')).toEqual(['asha@', 'example.', 'com']);
    expect(getComputedStyle(address).overflowWrap).toBe('break-word');
    expect(getComputedStyle(banner.querySelector('p')!).overflowWrap).not.toBe('anywhere');
  });

  it('is not shown once the address is confirmed, nor to visitors', async () => {
    renderWithProviders(site, { mocks: [signIn(), status(true)] });
    await screen.findByRole('button', { name: 'Account: Asha Rao' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Email confirmation' })).not.toBeInTheDocument();
  });

  it('resends the link', async () => {
    renderWithProviders(site, {
      mocks: [signIn(), status(false), resend({ data: { resendVerificationEmail: true } })],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Resend link' }));
    const banner = screen.getByRole('region', { name: 'Email confirmation' });
    await waitFor(() =>
      expect(within(banner).getByRole('status')).toHaveTextContent(
        'We sent a new link to asha@example.com.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Resend link' })).toBeDisabled();
  });

  it("shows the server's message after too many links", async () => {
    const message =
      'We sent you several links in the last hour. Check your mailbox, or try again later.';
    renderWithProviders(site, {
      mocks: [
        signIn(),
        status(false),
        resend({
          errors: [
            new GraphQLError(message, {
              extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 3600 },
            }),
          ],
        }),
      ],
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Resend link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('goes away when the server says the address is confirmed already', async () => {
    renderWithProviders(site, {
      mocks: [signIn(), status(false), resend({ data: { resendVerificationEmail: false } })],
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Resend link' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Email confirmation' })).not.toBeInTheDocument(),
    );
  });

  it('can be dismissed by keyboard, and stays dismissed in this tab', async () => {
    const { unmount } = renderWithProviders(site, { mocks: [signIn(), status(false)] });
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Email confirmation' });
    screen.getByRole('button', { name: 'Dismiss' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Email confirmation' })).not.toBeInTheDocument();
    unmount();

    renderWithProviders(site, { mocks: [signIn(), status(false)] });
    await screen.findByRole('button', { name: 'Account: Asha Rao' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Email confirmation' })).not.toBeInTheDocument();
  });
});
