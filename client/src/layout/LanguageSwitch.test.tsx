import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginDocument, SetLocaleDocument } from '../features/auth/auth.generated';
import { activateLocale, LOCALE_STORAGE_KEY } from '../i18n/locale';
import { OpenModal, renderWithProviders } from '../test/renderWithProviders';
import { signIn, student } from '../test/signIn';
import { MobileNavDrawer } from './MobileNavDrawer';
import { Navbar } from './Navbar';

/** The account's copy of the choice, answered as the server does; `saved` sees each call. */
function setLocaleMock(saved: jest.Mock): MockedResponse {
  return {
    request: { query: SetLocaleDocument, variables: { locale: 'hi' } },
    result: () => {
      saved();
      return { data: { setLocale: { __typename: 'User', id: student.id, locale: 'hi' } } };
    },
  };
}

const navLink = (name: string) =>
  within(screen.getByRole('navigation', { name: /Main|मुख्य/ })).findByRole('link', { name });

afterEach(async () => {
  await activateLocale('en');
  localStorage.clear();
});

describe('the language switch', () => {
  it('shows the navbar in Hindi when chosen, sets <html lang> and keeps the choice here only', async () => {
    const saved = jest.fn();
    renderWithProviders(<Navbar />, { mocks: [setLocaleMock(saved)] });
    const user = userEvent.setup();
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(language).toHaveDisplayValue('English');

    await user.selectOptions(language, 'हिन्दी');

    expect(await navLink('कोर्स')).toHaveAttribute('href', '/course-list');
    expect(screen.getByRole('button', { name: 'साइन इन करें' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Courses' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveDisplayValue('हिन्दी');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi');
    expect(saved).not.toHaveBeenCalled();
  });

  it('keeps the choice on the account when signed in', async () => {
    const saved = jest.fn();
    renderWithProviders(<Navbar />, { mocks: [signIn(), setLocaleMock(saved)] });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: `Account: ${student.name}` });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');

    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: `अकाउंट: ${student.name}` })).toBeVisible();
    expect(document.documentElement.lang).toBe('hi');
  });

  it('is in the phone menu too, labelled', async () => {
    renderWithProviders(<MobileNavDrawer open onClose={jest.fn()} />);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });

    await userEvent.setup().selectOptions(within(menu).getByLabelText('Language'), 'हिन्दी');

    expect(await screen.findByRole('dialog', { name: 'मेन्यू' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'संपर्क' })).toHaveAttribute('href', '/contact');
    expect(document.documentElement.lang).toBe('hi');
  });
});

describe("the account's language", () => {
  it('wins when the app loads signed in', async () => {
    renderWithProviders(<Navbar />, { mocks: [signIn({ locale: 'hi' })] });
    expect(await navLink('कोर्स')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
  });

  it('wins at sign-in: an account in Hindi switches the app to Hindi', async () => {
    const credentials = { email: student.email, password: 'Secret1!' };
    renderWithProviders(
      <>
        <Navbar />
        <OpenModal view="login" />
      </>,
      {
        mocks: [
          {
            request: { query: LoginDocument, variables: { input: credentials } },
            result: {
              data: {
                login: {
                  __typename: 'AuthPayload',
                  message: 'Login successful',
                  token: 'new-token',
                  user: { ...student, locale: 'hi' },
                },
              },
            },
          },
        ],
      },
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(document.documentElement.lang).toBe('en');
    await user.type(within(dialog).getByLabelText('Email'), credentials.email);
    await user.type(within(dialog).getByLabelText('Password'), credentials.password);
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    // The closing dialog may still hide the page from the accessibility tree.
    expect(await screen.findByText('कोर्स', { selector: 'a' })).toHaveAttribute(
      'href',
      '/course-list',
    );
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi');
  });
});
