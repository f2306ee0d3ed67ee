import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { RegisterDocument, type RegisterMutationVariables } from './auth.generated';
import { holdMockedAnswers } from '../../test/holdMockedAnswers';
import { OpenModal, renderWithProviders } from '../../test/renderWithProviders';

const form = { name: 'Asha Rao', email: 'asha@example.com', password: 'Secret1!' };

const newStudent = {
  __typename: 'User',
  id: 'u2',
  name: form.name,
  email: form.email,
  phone: null,
  imageUrl: 'https://example.com/asha.png',
  role: 'STUDENT',
  locale: 'en',
};

/** A register mock that records the variables the modal sent. */
function registerMock(result: MockedResponse['result']) {
  const sent: RegisterMutationVariables[] = [];
  const mock: MockedResponse = {
    request: { query: RegisterDocument },
    variableMatcher: (variables: RegisterMutationVariables) => {
      sent.push(variables);
      return true;
    },
    result,
    delay: 20,
  };
  return { mock, sent };
}

async function openSignup(mocks: MockedResponse[] = [], user = userEvent.setup()) {
  renderWithProviders(<OpenModal view="signup" />, { mocks });
  const dialog = await screen.findByRole('dialog', { name: 'Create Account' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  const submit = () => within(dialog).getByRole('button', { name: /Create Account/ });
  return { dialog, user, field, submit };
}

afterEach(() => jest.useRealTimers());

describe('SignupModal', () => {
  it('has the four labelled, required fields with a minimum password length of 6', async () => {
    const { field } = await openSignup();
    for (const label of ['Full Name', 'Email Address', 'Password', 'Confirm Password']) {
      expect(field(label)).toBeRequired();
    }
    expect(field('Email Address')).toHaveAttribute('type', 'email');
    expect(field('Password')).toHaveAttribute('minLength', '6');
    expect(field('Confirm Password')).toHaveAttribute('minLength', '6');
  });

  it('shows the password strength live', async () => {
    const { user, field, dialog } = await openSignup();
    const strength = () => within(dialog).getByTestId('password-strength');
    const meter = () => within(dialog).getByRole('progressbar', { name: 'Password strength' });

    expect(within(dialog).queryByTestId('password-strength')).not.toBeInTheDocument();
    await user.type(field('Password'), 'abcdef');
    expect(strength()).toHaveTextContent('Strength: Weak');
    expect(meter()).toHaveAttribute('aria-valuenow', '1');
    await user.type(field('Password'), 'G');
    expect(strength()).toHaveTextContent('Strength: Fair');
    await user.type(field('Password'), '1');
    expect(strength()).toHaveTextContent('Strength: Good');
    await user.type(field('Password'), '!');
    expect(strength()).toHaveTextContent('Strength: Strong');
    expect(meter()).toHaveAttribute('aria-valuenow', '4');
  });

  it('shows match or mismatch live and disables submit while the passwords differ', async () => {
    const { user, field, dialog, submit } = await openSignup();
    await user.type(field('Password'), 'Secret1!');
    await user.type(field('Confirm Password'), 'Secret1');
    expect(within(dialog).getByTestId('password-match')).toHaveTextContent(
      'Passwords do not match',
    );
    expect(submit()).toBeDisabled();

    await user.type(field('Confirm Password'), '!');
    expect(within(dialog).getByTestId('password-match')).toHaveTextContent('Passwords match');
    expect(submit()).toBeEnabled();
  });

  it('alerts "Passwords do not match" when submitted anyway, and sends nothing', async () => {
    const { mock, sent } = registerMock({ data: null });
    const { user, field, dialog } = await openSignup([mock]);
    await user.type(field('Full Name'), form.name);
    await user.type(field('Email Address'), form.email);
    await user.type(field('Password'), 'Secret1!');
    await user.type(field('Confirm Password'), 'Other1!');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.submit(field('Password').closest('form') as HTMLFormElement);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(sent).toHaveLength(0);
  });

  it('registers a student without the confirmation, then closes and goes home', async () => {
    const { mock, sent } = registerMock({
      data: {
        register: {
          __typename: 'AuthPayload',
          message: 'Welcome',
          token: 'tok-2',
          user: newStudent,
        },
      },
    });
    const { user, field, dialog } = await openSignup([mock], holdMockedAnswers());
    await user.type(field('Full Name'), form.name);
    await user.type(field('Email Address'), form.email);
    await user.type(field('Password'), form.password);
    await user.type(field('Confirm Password'), form.password);
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    expect(within(dialog).getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { ...form, role: 'STUDENT' } }]);
    expect(JSON.stringify(sent)).not.toMatch(/confirm/i);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('token')).toBe('tok-2');
  });

  it("shows the server's error message", async () => {
    const { mock } = registerMock({ errors: [new GraphQLError('Email is already registered')] });
    const { user, field, dialog } = await openSignup([mock]);
    await user.type(field('Full Name'), form.name);
    await user.type(field('Email Address'), form.email);
    await user.type(field('Password'), form.password);
    await user.type(field('Confirm Password'), form.password);
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Email is already registered')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('switches to the login modal', async () => {
    const { user, dialog } = await openSignup();
    await user.click(within(dialog).getByRole('button', { name: 'Sign In Instead' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });
});
