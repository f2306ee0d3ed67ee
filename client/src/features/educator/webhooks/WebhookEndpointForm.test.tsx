import '../test/jsdomShims';
import { ApolloError } from '@apollo/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { WEBHOOK_EVENTS } from '../../../../../shared/webhook-events';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { EMPTY_WEBHOOK, WebhookEndpointForm, type WebhookDraft } from './WebhookEndpointForm';

function renderForm(onSubmit: (draft: WebhookDraft) => Promise<unknown>) {
  renderWithProviders(
    <WebhookEndpointForm
      initial={EMPTY_WEBHOOK}
      submitLabel="Create endpoint"
      onSubmit={onSubmit}
    />,
  );
  const user = userEvent.setup();
  return {
    user,
    url: () => screen.getByRole('textbox', { name: /Endpoint URL/ }),
    event: (type: string) => screen.getByRole('checkbox', { name: new RegExp(`^${type}`) }),
    submit: () => user.click(screen.getByRole('button', { name: 'Create endpoint' })),
  };
}

describe('WebhookEndpointForm', () => {
  it('lists every event with its meaning, and sends nothing until the URL and an event are given', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    const form = renderForm(onSubmit);
    expect(screen.getAllByRole('checkbox')).toHaveLength(WEBHOOK_EVENTS.length);
    expect(
      screen.getByText('A completed purchase was refunded; the learner lost access.'),
    ).toBeInTheDocument();
    await form.submit();
    expect(screen.getByText('URL is required')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one event')).toBeInTheDocument();
    expect(form.url()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await form.user.type(form.url(), 'https://hooks.example.com/bc');
    expect(screen.queryByText('URL is required')).not.toBeInTheDocument();
    await form.user.click(form.event('purchase.refunded'));
    await form.user.click(form.event('enrollment.created'));
    await form.submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // In the catalogue's order, whatever order they were ticked in.
    expect(onSubmit.mock.calls[0]).toEqual([
      {
        url: 'https://hooks.example.com/bc',
        events: ['enrollment.created', 'purchase.refunded'],
        description: '',
      },
    ]);
  });

  it("puts the server's refusal of the URL on its field", async () => {
    const message =
      'URL leads to 10.0.0.5, a private, loopback, link-local or otherwise non-public address; webhooks go only to public addresses';
    const refusal = new ApolloError({
      graphQLErrors: [
        new GraphQLError(message, {
          extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'url', message }] },
        }),
      ],
    });
    const form = renderForm(() => Promise.reject(refusal));
    await form.user.type(form.url(), 'https://internal.example.com/');
    await form.user.click(form.event('purchase.completed'));
    await form.submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(form.url()).toHaveAttribute('aria-invalid', 'true');
  });
});
