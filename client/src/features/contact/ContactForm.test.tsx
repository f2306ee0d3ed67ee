import type { MockedResponse } from '@apollo/client/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { SendContactMessageDocument } from './contact.generated';
import ContactPage from '../../pages/ContactPage';
import { renderWithProviders } from '../../test/renderWithProviders';

const input = { email: 'asha@example.com', message: 'When does the SEO course start?' };

function sendMock(result: MockedResponse['result']): MockedResponse {
  return {
    request: { query: SendContactMessageDocument, variables: { input } },
    result,
    delay: 20,
  };
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Email/), input.email);
  await user.type(screen.getByLabelText(/^Message/), input.message);
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

afterEach(() => jest.useRealTimers());

describe('Contact page', () => {
  it('has one h1 and required, labelled email and message fields', async () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /Email/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: /Message/ })).toBeRequired();
  });

  it('shows the field errors from extensions.fields under their fields', async () => {
    renderWithProviders(<ContactPage />, {
      route: '/contact',
      mocks: [
        sendMock({
          errors: [
            new GraphQLError('Email must be a valid email address. Message is required', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: [
                  {
                    field: 'email',
                    message: 'Email must be a valid email address',
                    code: 'TYPE_EMAIL',
                  },
                  { field: 'message', message: 'is required', code: 'REQUIRED_FIELD_EMPTY' },
                ],
              },
            }),
          ],
        }),
      ],
    });
    const user = userEvent.setup();
    await fillAndSend(user);

    expect(await screen.findByText('Email must be a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByText(/You will receive a response/)).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'x');
    expect(screen.queryByText('Email must be a valid email address')).not.toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
  });

  it('shows a failure that belongs to no field', async () => {
    renderWithProviders(<ContactPage />, {
      route: '/contact',
      mocks: [
        sendMock({
          errors: [
            new GraphQLError('Too many requests, try again later', {
              extensions: { code: 'TOO_MANY_REQUESTS' },
            }),
          ],
        }),
      ],
    });
    await fillAndSend(userEvent.setup());
    expect(await screen.findByText('Too many requests, try again later')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it("says 'Unexpected response format' when the answer has neither data nor an error", async () => {
    renderWithProviders(<ContactPage />, { route: '/contact', mocks: [sendMock({ data: null })] });
    await fillAndSend(userEvent.setup());
    expect(await screen.findByText('Unexpected response format')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/contact$/);
  });

  it('replaces the form with the success message and goes home after 4000 ms', async () => {
    jest.useFakeTimers();
    renderWithProviders(<ContactPage />, {
      route: '/contact',
      mocks: [sendMock({ data: { sendContactMessage: true } })],
    });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await fillAndSend(user);

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(
      await screen.findByText('You will receive a response from the team soon!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Email/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/contact$/);

    act(() => jest.advanceTimersByTime(3900));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/contact$/);
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('cancels the redirect when the page is left before 4000 ms', async () => {
    jest.useFakeTimers();
    const view = renderWithProviders(<ContactPage />, {
      route: '/contact',
      mocks: [sendMock({ data: { sendContactMessage: true } })],
    });
    await fillAndSend(userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) }));
    await screen.findByText('You will receive a response from the team soon!');
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    const clear = jest.spyOn(window, 'clearTimeout');
    view.unmount();
    expect(clear).toHaveBeenCalled();
    clear.mockRestore();
  });
});
