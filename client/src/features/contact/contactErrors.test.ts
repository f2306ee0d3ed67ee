import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { contactErrors, fieldErrorText } from './contactErrors';

const badInput = (fields: unknown) =>
  new ApolloError({
    graphQLErrors: [
      new GraphQLError('Invalid input', { extensions: { code: 'BAD_USER_INPUT', fields } }),
    ],
  });

describe('contactErrors', () => {
  it('sorts extensions.fields messages by field', () => {
    const result = contactErrors(
      badInput([
        { field: 'email', message: 'Email must be a valid email address', code: 'TYPE_EMAIL' },
        { field: 'message', message: 'Message is required', code: 'REQUIRED_FIELD_EMPTY' },
      ]),
    );
    expect(result).toEqual({
      fields: { email: ['Email must be a valid email address'], message: ['Message is required'] },
      form: null,
    });
  });

  it("puts another field's message, or any other failure, on the form", () => {
    expect(contactErrors(badInput([{ field: 'captcha', message: 'Blocked' }])).form).toBe(
      'Blocked',
    );
    expect(
      contactErrors(
        new ApolloError({
          graphQLErrors: [
            new GraphQLError('Too many requests', { extensions: { code: 'TOO_MANY_REQUESTS' } }),
          ],
        }),
      ),
    ).toEqual({ fields: { email: [], message: [] }, form: 'Too many requests' });
    expect(contactErrors(new Error('Failed to fetch')).form).toBe('Failed to fetch');
  });
});

describe('fieldErrorText', () => {
  it('starts with the field label, followed by the messages', () => {
    expect(fieldErrorText('Email', ['should be an email'])).toBe('Email should be an email');
    expect(fieldErrorText('Email', ['Email is required'])).toBe('Email is required');
    expect(fieldErrorText('Message', ['is required', 'is too long'])).toBe(
      'Message is required. Message is too long',
    );
    expect(fieldErrorText('Email', [])).toBe('');
  });
});
