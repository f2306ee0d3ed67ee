import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { SubscribeNewsletterDocument } from './site.generated';
import { renderWithProviders } from '../../test/renderWithProviders';
import { NewsletterForm } from './NewsletterForm';

/** `delay: Infinity` keeps the call in flight for good. */
function subscribeMock(
  email: string,
  result: MockedResponse['result'],
  delay = 10,
): MockedResponse {
  return { request: { query: SubscribeNewsletterDocument, variables: { email } }, result, delay };
}

const answer = (message: string, alreadySubscribed = false) => ({
  data: {
    subscribeNewsletter: { __typename: 'NewsletterSubscriptionResult', message, alreadySubscribed },
  },
});

async function subscribe(typed: string, mocks: MockedResponse[]) {
  renderWithProviders(<NewsletterForm />, { mocks });
  const user = userEvent.setup();
  const input = screen.getByRole('textbox', { name: 'Subscribe to our newsletter' });
  await user.type(input, typed);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return input;
}

describe('NewsletterForm', () => {
  it('is busy while the call is in flight', async () => {
    await subscribe('asha@example.com', [
      subscribeMock('asha@example.com', answer('Thanks for subscribing!'), Infinity),
    ]);
    expect(await screen.findByRole('button', { name: /Subscribing/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it("subscribes, toasts the server's message and clears the field", async () => {
    const input = await subscribe('asha@example.com', [
      subscribeMock('asha@example.com', answer('Thanks for subscribing!')),
    ]);
    expect(await screen.findByText('Thanks for subscribing!')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('toasts the already-subscribed message from the server', async () => {
    const message = "You're already subscribed. Thanks for staying with us!";
    await subscribe('asha@example.com', [subscribeMock('asha@example.com', answer(message, true))]);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("toasts the server's error and keeps the typed address", async () => {
    const input = await subscribe('not-an-email', [
      subscribeMock('not-an-email', {
        errors: [
          new GraphQLError('Email must be a valid email address', {
            extensions: { code: 'BAD_USER_INPUT' },
          }),
        ],
      }),
    ]);
    expect(await screen.findByText('Email must be a valid email address')).toBeInTheDocument();
    expect(input).toHaveValue('not-an-email');
    expect(screen.queryByText('Thanks for subscribing!')).not.toBeInTheDocument();
  });
});
