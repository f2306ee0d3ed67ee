import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { formProblems, serverMessage } from './formProblems';

const apolloError = (message: string, extensions: Record<string, unknown>) =>
  new ApolloError({ graphQLErrors: [new GraphQLError(message, { extensions })] });

describe('formProblems', () => {
  it("puts the form's own fields beside them, first message each", () => {
    const error = apolloError('Invalid input', {
      code: 'BAD_USER_INPUT',
      fields: [
        { field: 'name', message: 'Name is required' },
        { field: 'name', message: 'Name is too long' },
        { field: 'phone', message: 'Phone must be a phone number' },
      ],
    });
    expect(formProblems(error, ['name', 'phone'], 'failed')).toEqual({
      fields: { name: 'Name is required', phone: 'Phone must be a phone number' },
      form: null,
    });
  });

  it('says problems with fields the form does not show for the whole form', () => {
    const error = apolloError('Invalid input', {
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'imageUrl', message: 'Image URL must be an http(s) URL' }],
    });
    expect(formProblems(error, ['name'], 'failed')).toEqual({
      fields: {},
      form: 'Image URL must be an http(s) URL',
    });
  });

  it("uses the server's message, else the fallback, for other failures", () => {
    expect(formProblems(apolloError('Taken', { code: 'CONFLICT' }), ['name'], 'x').form).toBe(
      'Taken',
    );
    expect(formProblems(new ApolloError({}), ['name'], 'Profile update failed').form).toBe(
      'Profile update failed',
    );
  });

  it("keeps the server's words for SERVICE_UNAVAILABLE", () => {
    const error = apolloError('Password reset by email is not available on this server.', {
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(serverMessage(error, 'failed')).toBe(
      'Password reset by email is not available on this server.',
    );
  });
});
