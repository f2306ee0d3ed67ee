import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from '../features/auth/RequireAuth';
import {
  ChangeEmailDocument,
  ChangePasswordDocument,
  EmailVerificationStatusDocument,
  InstructorProfileFieldsDocument,
  MyPurchasesDocument,
  NotificationPreferencesDocument,
  ResendVerificationEmailDocument,
  UpdateProfileDocument,
} from '../features/account/account.generated';
import { MySessionsDocument } from '../features/account/sessions.generated';
import { SignOutEverywhereDocument } from '../features/auth/auth.generated';
import { Navbar } from '../layout/Navbar';
import { findToast } from '../test/findToast';
import { renderWithProviders } from '../test/renderWithProviders';
import { signIn, student } from '../test/signIn';
import AccountPage from './AccountPage';

const verificationStatus = (emailVerified: boolean): MockedResponse => ({
  request: { query: EmailVerificationStatusDocument },
  result: {
    data: { me: { __typename: 'User', id: student.id, email: student.email, emailVerified } },
  },
});

const mock = (
  query: MockedResponse['request']['query'],
  variables: Record<string, unknown> | undefined,
  result: MockedResponse['result'],
): MockedResponse => ({ request: { query, variables }, result, delay: 20 });

const badInput = (message: string, fields: { field: string; message: string }[] = []) => ({
  errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields } })],
});

const routes = (
  <>
    <Navbar />
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="/account" element={<AccountPage />} />
      </Route>
      <Route path="/" element={<p>home page</p>} />
    </Routes>
  </>
);

const noPurchases: MockedResponse = {
  request: { query: MyPurchasesDocument },
  result: { data: { myPurchases: [] } },
};

const thisDeviceOnly: MockedResponse = {
  request: { query: MySessionsDocument },
  result: {
    data: {
      mySessions: [
        {
          __typename: 'DeviceSession',
          id: 's1',
          device: 'Chrome on Android',
          network: '203.0.113.0/24',
          signedInAt: new Date().toISOString(),
          lastSeenAt: new Date().toISOString(),
          current: true,
        },
      ],
    },
  },
};

function renderAccount(mocks: MockedResponse[], { verified = true, role = 'STUDENT' } = {}) {
  renderWithProviders(routes, {
    route: '/account',
    mocks: [signIn({ role }), verificationStatus(verified), noPurchases, thisDeviceOnly, ...mocks],
  });
  return userEvent.setup();
}

const section = (name: string) => screen.getByRole('region', { name });

/** An educator's instructor page fields, and whether they have a published course. */
const instructorFields = (
  fields: { headline: string; bio: string; links: string[] } = { headline: '', bio: '', links: [] },
  published = true,
) =>
  mock(InstructorProfileFieldsDocument, undefined, {
    data: {
      me: { __typename: 'User', id: student.id, ...fields },
      educatorCourses: [{ __typename: 'EducatorCourse', id: 'c1', isPublished: published }],
    },
  });

describe('Account page', () => {
  it('is for signed-in users only', () => {
    renderWithProviders(routes, { route: '/account' });
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
  });

  it('shows every section of a learner under one h1', async () => {
    renderAccount([]);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Account Settings');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Profile',
      'Avatar',
      'Email',
      'Password',
      'Signed-in devices',
      'Notifications',
      'My purchases',
      'API tokens',
      'Your data',
      'Delete account',
    ]);
    expect(await within(section('My purchases')).findByText('No purchases yet')).toBeVisible();
    expect(within(section('Profile')).getByLabelText('Full Name')).toHaveValue('Asha Rao');
    expect(within(section('Profile')).getByLabelText('Phone')).toHaveValue('');
    expect(section('Email')).toHaveTextContent('You sign in with asha@example.com.');
    const devices = within(section('Signed-in devices'));
    expect(await devices.findByText('Chrome on Android')).toBeVisible();
    expect(devices.getByText('This device')).toBeVisible();
    expect(await within(section('Email')).findByText('Confirmed')).toBeInTheDocument();
  });

  it('shows educators their notification preferences', async () => {
    renderAccount(
      [
        {
          request: { query: NotificationPreferencesDocument },
          result: {
            data: {
              me: {
                __typename: 'User',
                id: student.id,
                notificationPreferences: {
                  __typename: 'NotificationPreferences',
                  saleNotices: 'DAILY',
                  reviewNotices: false,
                  wishlistNotices: true,
                },
              },
            },
          },
        },
        instructorFields(),
      ],
      { role: 'EDUCATOR' },
    );
    const notifications = await screen.findByRole('region', { name: 'Notifications' });
    expect(
      await within(notifications).findByRole('radio', { name: 'One daily digest' }),
    ).toBeChecked();
    expect(
      within(notifications).getByRole('checkbox', { name: 'Mail me about new reviews' }),
    ).not.toBeChecked();
  });

  it('saves name and phone, and the navbar shows the new name', async () => {
    const user = renderAccount([
      mock(
        UpdateProfileDocument,
        { input: { name: 'Asha R. Rao', phone: '+91 98765 43210' } },
        {
          data: {
            updateProfile: {
              ...student,
              name: 'Asha R. Rao',
              phone: '+91 98765 43210',
              headline: '',
              bio: '',
              links: [],
            },
          },
        },
      ),
    ]);
    const profile = await screen.findByRole('region', { name: 'Profile' });
    const name = within(profile).getByLabelText('Full Name');
    await user.clear(name);
    await user.type(name, 'Asha R. Rao');
    await user.type(within(profile).getByLabelText('Phone'), '+91 98765 43210');
    await user.click(within(profile).getByRole('button', { name: 'Save Profile' }));
    expect(await findToast('Profile updated successfully')).toHaveAttribute('data-type', 'success');
    expect(await screen.findByRole('button', { name: 'Account: Asha R. Rao' })).toBeInTheDocument();
  });

  it('shows field errors from extensions.fields beside the profile fields', async () => {
    const user = renderAccount([
      mock(
        UpdateProfileDocument,
        { input: { name: 'Asha Rao', phone: 'call me' } },
        badInput('Phone must be a phone number', [
          { field: 'phone', message: 'Phone must be a phone number' },
        ]),
      ),
    ]);
    const profile = await screen.findByRole('region', { name: 'Profile' });
    await user.type(within(profile).getByLabelText('Phone'), 'call me');
    await user.click(within(profile).getByRole('button', { name: 'Save Profile' }));
    expect(await within(profile).findByText('Phone must be a phone number')).toBeVisible();
    expect(within(profile).getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for an email change, then says to check the new inbox', async () => {
    const user = renderAccount([
      mock(
        ChangeEmailDocument,
        { input: { newEmail: 'asha.new@example.com', currentPassword: 'Secret1!' } },
        { data: { changeEmail: true } },
      ),
    ]);
    const email = await screen.findByRole('region', { name: 'Email' });
    await user.type(within(email).getByLabelText('New Email Address'), 'asha.new@example.com');
    await user.type(within(email).getByLabelText('Current Password'), 'Secret1!');
    await user.click(within(email).getByRole('button', { name: 'Change Email' }));
    expect(await within(email).findByRole('status')).toHaveTextContent(
      'Check your inbox at asha.new@example.com',
    );
    expect(within(email).getByLabelText('New Email Address')).toHaveValue('');
  });

  it('marks a wrong password, and an address taken by another account', async () => {
    const input = { newEmail: 'taken@example.com', currentPassword: 'wrong' };
    const user = renderAccount([
      mock(
        ChangeEmailDocument,
        { input },
        badInput('Current password is incorrect', [
          { field: 'currentPassword', message: 'Current password is incorrect' },
        ]),
      ),
      mock(
        ChangeEmailDocument,
        { input: { ...input, currentPassword: 'Secret1!' } },
        {
          errors: [
            new GraphQLError('An account with this email already exists', {
              extensions: { code: 'CONFLICT' },
            }),
          ],
        },
      ),
    ]);
    const email = await screen.findByRole('region', { name: 'Email' });
    const password = within(email).getByLabelText('Current Password');
    await user.type(within(email).getByLabelText('New Email Address'), input.newEmail);
    await user.type(password, 'wrong');
    await user.click(within(email).getByRole('button', { name: 'Change Email' }));
    expect(await within(email).findByText('Current password is incorrect')).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.clear(password);
    await user.type(password, 'Secret1!');
    await user.click(within(email).getByRole('button', { name: 'Change Email' }));
    expect(
      await within(email).findByText('An account with this email already exists'),
    ).toBeVisible();
    expect(within(email).getByLabelText('New Email Address')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('resends the confirmation link of an unconfirmed address', async () => {
    const user = renderAccount(
      [
        mock(ResendVerificationEmailDocument, undefined, {
          data: { resendVerificationEmail: true },
        }),
      ],
      { verified: false },
    );
    const email = await screen.findByRole('region', { name: 'Email' });
    expect(await within(email).findByText('Not confirmed')).toBeInTheDocument();
    await user.click(within(email).getByRole('button', { name: 'Resend confirmation link' }));
    expect(await within(email).findByRole('status')).toHaveTextContent(
      'We sent a new link to asha@example.com.',
    );
  });

  it('changes the password and keeps this device signed in with the new token', async () => {
    const input = { currentPassword: 'Secret1!', newPassword: 'N3w!secret' };
    const user = renderAccount([
      mock(
        ChangePasswordDocument,
        { input },
        {
          data: {
            changePassword: {
              __typename: 'AuthPayload',
              token: 'new-token',
              user: student,
            },
          },
        },
      ),
    ]);
    const passwords = await screen.findByRole('region', { name: 'Password' });
    await user.type(within(passwords).getByLabelText('Current Password'), input.currentPassword);
    await user.type(within(passwords).getByLabelText('New Password'), input.newPassword);
    expect(within(passwords).getByTestId('password-strength')).toHaveTextContent('Strong');
    await user.type(within(passwords).getByLabelText('Confirm New Password'), 'N3w!secreT');
    expect(within(passwords).getByRole('button', { name: 'Change Password' })).toBeDisabled();
    await user.clear(within(passwords).getByLabelText('Confirm New Password'));
    await user.type(within(passwords).getByLabelText('Confirm New Password'), input.newPassword);
    await user.click(within(passwords).getByRole('button', { name: 'Change Password' }));
    expect(await findToast('Password changed successfully')).toHaveAttribute(
      'data-type',
      'success',
    );
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(within(passwords).getByLabelText('Current Password')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Account: Asha Rao' })).toBeInTheDocument();
  });

  it('shows a wrong current password beside its field', async () => {
    const input = { currentPassword: 'wrong', newPassword: 'N3w!secret' };
    const user = renderAccount([
      mock(
        ChangePasswordDocument,
        { input },
        badInput('Current password is incorrect', [
          { field: 'currentPassword', message: 'Current password is incorrect' },
        ]),
      ),
    ]);
    const passwords = await screen.findByRole('region', { name: 'Password' });
    await user.type(within(passwords).getByLabelText('Current Password'), input.currentPassword);
    await user.type(within(passwords).getByLabelText('New Password'), input.newPassword);
    await user.type(within(passwords).getByLabelText('Confirm New Password'), input.newPassword);
    await user.click(within(passwords).getByRole('button', { name: 'Change Password' }));
    expect(await within(passwords).findByText('Current password is incorrect')).toBeVisible();
    expect(localStorage.getItem('token')).toBe('stored');
  });

  it('signs out of all devices, then here, and goes home', async () => {
    const user = renderAccount([
      mock(SignOutEverywhereDocument, undefined, { data: { signOutEverywhere: true } }),
    ]);
    const sessions = await screen.findByRole('region', { name: 'Signed-in devices' });
    await user.click(within(sessions).getByRole('button', { name: 'Sign out of all devices' }));
    expect(await findToast('Signed out of all devices')).toHaveAttribute('data-type', 'success');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeVisible());
  });

  describe("an educator's instructor page fields", () => {
    const noPreferences: MockedResponse = {
      request: { query: NotificationPreferencesDocument },
      result: {
        data: {
          me: {
            __typename: 'User',
            id: student.id,
            notificationPreferences: {
              __typename: 'NotificationPreferences',
              saleNotices: 'EACH',
              reviewNotices: true,
            },
          },
        },
      },
    };
    const stored = {
      headline: 'Brand coach',
      bio: 'First paragraph.\n\nSecond paragraph.',
      links: ['https://asha.example'],
    };

    it('are not shown to a student', async () => {
      renderAccount([]);
      const profile = await screen.findByRole('region', { name: 'Profile' });
      expect(within(profile).getByLabelText('Full Name')).toBeInTheDocument();
      expect(within(profile).queryByLabelText('Headline')).not.toBeInTheDocument();
      expect(within(profile).queryByLabelText('Bio')).not.toBeInTheDocument();
      expect(within(profile).queryByRole('group', { name: 'Links' })).not.toBeInTheDocument();
      expect(
        within(profile).queryByRole('link', { name: 'View your instructor page' }),
      ).not.toBeInTheDocument();
    });

    it('are filled in, with a link to the instructor page, and saved with name and phone', async () => {
      const user = renderAccount(
        [
          noPreferences,
          instructorFields(stored),
          mock(
            UpdateProfileDocument,
            {
              input: {
                name: 'Asha Rao',
                phone: null,
                headline: 'Personal branding coach',
                bio: 'First paragraph.\n\nSecond paragraph.',
                links: ['https://asha.example', 'https://linkedin.example/in/asha'],
              },
            },
            {
              data: {
                updateProfile: {
                  ...student,
                  role: 'EDUCATOR',
                  headline: 'Personal branding coach',
                  bio: stored.bio,
                  links: ['https://asha.example', 'https://linkedin.example/in/asha'],
                },
              },
            },
          ),
        ],
        { role: 'EDUCATOR' },
      );
      const profile = await screen.findByRole('region', { name: 'Profile' });
      const headline = await within(profile).findByLabelText('Headline');
      expect(headline).toHaveValue('Brand coach');
      expect(within(profile).getByLabelText('Bio')).toHaveValue(stored.bio);
      expect(within(profile).getByRole('textbox', { name: 'Link 1' })).toHaveValue(
        'https://asha.example',
      );
      expect(
        within(profile).getByRole('link', { name: 'View your instructor page' }),
      ).toHaveAttribute('href', `/instructor/${student.id}`);

      await user.clear(headline);
      await user.type(headline, 'Personal branding coach');
      await user.click(within(profile).getByRole('button', { name: 'Add link' }));
      await user.click(within(profile).getByRole('button', { name: 'Add link' }));
      await user.type(
        within(profile).getByRole('textbox', { name: 'Link 3' }),
        'https://linkedin.example/in/asha',
      );
      await user.click(within(profile).getByRole('button', { name: 'Save Profile' }));
      expect(await findToast('Profile updated successfully')).toHaveAttribute(
        'data-type',
        'success',
      );
    });

    it("shows the server's errors under the headline and the refused link's own row", async () => {
      const user = renderAccount(
        [
          noPreferences,
          instructorFields({ headline: 'Brand coach', bio: '', links: [] }),
          mock(
            UpdateProfileDocument,
            {
              input: {
                name: 'Asha Rao',
                phone: null,
                headline: 'Brand coach',
                bio: '',
                links: ['https://ok.example', 'https://refused.example'],
              },
            },
            badInput('Some profile fields are not valid', [
              { field: 'headline', message: 'Headline must be at most 120 characters' },
              { field: 'links[1]', message: 'Link must be an http(s) URL' },
            ]),
          ),
        ],
        { role: 'EDUCATOR' },
      );
      const profile = await screen.findByRole('region', { name: 'Profile' });
      await within(profile).findByLabelText('Headline');
      await user.type(
        within(profile).getByRole('textbox', { name: 'Link 1' }),
        'https://ok.example',
      );
      await user.click(within(profile).getByRole('button', { name: 'Add link' }));
      await user.click(within(profile).getByRole('button', { name: 'Add link' }));
      await user.type(
        within(profile).getByRole('textbox', { name: 'Link 3' }),
        'https://refused.example',
      );
      await user.click(within(profile).getByRole('button', { name: 'Save Profile' }));

      expect(
        await within(profile).findByText('Headline must be at most 120 characters'),
      ).toBeVisible();
      expect(within(profile).getByLabelText('Headline')).toHaveAttribute('aria-invalid', 'true');
      const third = within(profile).getByRole('textbox', { name: 'Link 3' });
      expect(third).toHaveAttribute('aria-invalid', 'true');
      // The field links its error text once that has mounted: a render later.
      await waitFor(() =>
        expect(third).toHaveAccessibleErrorMessage('Link must be an http(s) URL'),
      );
      expect(within(profile).getByRole('textbox', { name: 'Link 1' })).not.toHaveAttribute(
        'aria-invalid',
      );
      // Removing a row moves the rows below it up: no problem stays at a place it no longer names.
      await user.click(within(profile).getByRole('button', { name: 'Remove link 2' }));
      expect(within(profile).getByRole('textbox', { name: 'Link 2' })).toHaveValue(
        'https://refused.example',
      );
      expect(within(profile).getByRole('textbox', { name: 'Link 2' })).not.toHaveAttribute(
        'aria-invalid',
      );
    });

    it('adds https:// to a bare host, and marks a link that is no web address without sending', async () => {
      const updated = jest.fn();
      const saved = ['https://asha.example/about'];
      const user = renderAccount(
        [
          noPreferences,
          instructorFields({ headline: '', bio: '', links: [] }, false),
          {
            request: {
              query: UpdateProfileDocument,
              variables: {
                input: { name: 'Asha Rao', phone: null, headline: '', bio: '', links: saved },
              },
            },
            result: () => {
              updated();
              return {
                data: {
                  updateProfile: {
                    ...student,
                    role: 'EDUCATOR',
                    headline: '',
                    bio: '',
                    links: saved,
                  },
                },
              };
            },
            delay: 20,
          },
        ],
        { role: 'EDUCATOR' },
      );
      const profile = await screen.findByRole('region', { name: 'Profile' });
      await within(profile).findByLabelText('Headline');
      // No published course yet: the instructor page is not shown, so it is not linked.
      expect(
        within(profile).queryByRole('link', { name: 'View your instructor page' }),
      ).not.toBeInTheDocument();
      expect(within(profile).getByRole('group', { name: 'Links' })).toHaveAccessibleDescription(
        /http\(s\)/,
      );
      const link = within(profile).getByRole('textbox', { name: 'Link 1' });
      await user.type(link, 'ftp://files.example');
      await user.click(within(profile).getByRole('button', { name: 'Save Profile' }));
      expect(link).toHaveAttribute('aria-invalid', 'true');
      // The field links its error text once that has mounted: a render later.
      await waitFor(() =>
        expect(link).toHaveAccessibleErrorMessage(
          'Enter a web address such as https://example.com',
        ),
      );
      expect(link).toHaveFocus();
      expect(updated).not.toHaveBeenCalled();

      await user.clear(link);
      expect(link).not.toHaveAttribute('aria-invalid');
      await user.type(link, 'asha.example/about');
      await user.click(within(profile).getByRole('button', { name: 'Save Profile' }));
      expect(await findToast('Profile updated successfully')).toHaveAttribute(
        'data-type',
        'success',
      );
      expect(link).toHaveValue('https://asha.example/about');
    });
  });
});
