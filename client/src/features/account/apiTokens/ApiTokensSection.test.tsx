import '../test/jsdomShims';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiTokensDocument, CreateApiTokenDocument } from './apiTokens.generated';
import { findToast } from '../../../test/findToast';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signIn } from '../../../test/signIn';
import { badInput, mock } from '../test/accountMocks';
import ApiTokensSection from './ApiTokensSection';

const NOW = Date.parse('2026-01-10T12:00:00Z');
const SECRET = 'bcpat_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

const token = {
  __typename: 'ApiToken',
  id: 't1',
  name: 'Sales report',
  tokenStart: 'bcpat_abcdef',
  scopes: ['SALES_READ', 'CATALOG_READ'],
  state: 'ACTIVE',
  createdAt: '2026-01-10T12:00:00Z',
  expiresAt: '2026-04-10T12:00:00Z',
  lastUsedAt: null,
  revokedAt: null,
};

const listed = (tokens: unknown[]) =>
  mock(ApiTokensDocument, undefined, { data: { apiTokens: tokens } });
const input = {
  name: 'Sales report',
  scopes: ['CATALOG_READ', 'SALES_READ'],
  expiresAt: new Date(NOW + 90 * 86_400_000).toISOString(),
};

beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => jest.restoreAllMocks());

describe('ApiTokensSection', () => {
  it('creates a token with the chosen scopes and lifetime, and shows it once with a copy button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ApiTokensSection />, {
      mocks: [
        signIn({ role: 'EDUCATOR' }),
        listed([]),
        mock(
          CreateApiTokenDocument,
          { input },
          {
            data: {
              createApiToken: { __typename: 'ApiTokenCreated', token: SECRET, apiToken: token },
            },
          },
        ),
        listed([token]),
      ],
    });
    expect(await screen.findByText('You have no API tokens yet.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Token name/ }), 'Sales report');
    await user.click(screen.getByRole('checkbox', { name: /Read the catalog/ }));
    await user.click(await screen.findByRole('checkbox', { name: /Read my sales and students/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Expires after' }), '90 days');
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    expect(await screen.findByText(/you will not see it again/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New API token' })).toHaveValue(SECRET);
    await user.click(screen.getByRole('button', { name: 'Copy token' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await findToast('Token copied')).toHaveAttribute('data-type', 'success');

    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Sales report');
    expect(item).toHaveTextContent('Never used');
    expect(within(item).getByRole('button', { name: 'Revoke Sales report' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'New API token' })).not.toBeInTheDocument();
  });

  it('asks for a scope before sending, and shows the server’s field errors', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ApiTokensSection />, {
      mocks: [
        listed([]),
        mock(
          CreateApiTokenDocument,
          {
            input: {
              name: '',
              scopes: ['LEARNING_READ'],
              expiresAt: new Date(NOW + 30 * 86_400_000).toISOString(),
            },
          },
          badInput('Name is required', [{ field: 'name', message: 'Name is required' }]),
        ),
      ],
    });
    await screen.findByText('You have no API tokens yet.');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Choose at least one scope')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Read my learning/ }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Token name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('offers each role the scopes it can use: a learner no teaching ones', async () => {
    const offered = () =>
      within(screen.getByRole('group', { name: 'Scopes' }))
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent);
    renderWithProviders(<ApiTokensSection />, { mocks: [signIn(), listed([])] });
    await screen.findByText('You have no API tokens yet.');
    await screen.findByText(/come with an educator’s account/);
    expect(offered()).toEqual([
      expect.stringMatching(/^Read the catalog /),
      expect.stringMatching(/^Read my learning /),
    ]);
  });

  it.each(['EDUCATOR', 'ADMIN'])('offers an %s every scope', async (role) => {
    renderWithProviders(<ApiTokensSection />, { mocks: [signIn({ role }), listed([])] });
    expect(await screen.findByRole('checkbox', { name: /Manage webhooks/ })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    expect(screen.queryByText(/come with an educator’s account/)).toBeNull();
  });
});
