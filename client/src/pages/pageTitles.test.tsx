import type { MockedResponse } from '@apollo/client/testing';
import { waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { PasswordResetAvailabilityDocument } from '../features/account/account.generated';
import { renderWithProviders } from '../test/renderWithProviders';
import AboutPage from './AboutPage';
import ContactPage from './ContactPage';
import ForgotPasswordPage from './ForgotPasswordPage';
import NotFoundPage from './NotFoundPage';
import ResetPasswordPage from './ResetPasswordPage';

const resetAvailable: MockedResponse = {
  request: { query: PasswordResetAvailabilityDocument },
  result: { data: { siteSettings: { __typename: 'SiteSettings', passwordResetAvailable: true } } },
};

// Pages whose title needs no data; the others' tests (Player, Course detail, ...) check theirs.
const pages: [string, ComponentType, string, MockedResponse[]][] = [
  ['About', AboutPage, 'About | BrandCraft', []],
  ['Contact', ContactPage, 'Contact | BrandCraft', []],
  ['Forgot password', ForgotPasswordPage, 'Forgot password | BrandCraft', [resetAvailable]],
  ['Reset password', ResetPasswordPage, 'Reset password | BrandCraft', []],
  ['Not found', NotFoundPage, 'Page not found | BrandCraft', []],
];

describe('tab titles', () => {
  it.each(pages)('%s names the tab', async (_name, Page, title, mocks) => {
    document.title = 'Earlier page | BrandCraft';
    renderWithProviders(<Page />, { mocks });
    await waitFor(() => expect(document.title).toBe(title));
  });
});
