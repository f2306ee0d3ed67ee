import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { errorMessage, NETWORK_FAILURE, SERVICE_UNAVAILABLE } from './errorMessage';
import { ServiceUnavailableError } from './graphqlErrors';

describe('errorMessage', () => {
  it("prefers the server's GraphQL error message", () => {
    const error = new ApolloError({
      graphQLErrors: [new GraphQLError('Email already registered')],
    });
    expect(errorMessage(error, 'Registration failed')).toBe('Email already registered');
  });

  it("falls back to a thrown error's message", () => {
    expect(errorMessage(new Error('Failed to fetch'), 'Login failed')).toBe('Failed to fetch');
  });

  it('uses the default when there is no message', () => {
    expect(errorMessage(new Error(''), 'Login failed')).toBe('Login failed');
    expect(errorMessage('nope', 'Role update failed')).toBe('Role update failed');
  });

  it("says the server could not be reached instead of the browser's fetch error", () => {
    const error = new ApolloError({ networkError: new TypeError('Failed to fetch') });
    expect(errorMessage(error, 'Login failed')).toBe(NETWORK_FAILURE);
  });

  it('uses the default when the server sent an empty message', () => {
    const error = new ApolloError({ graphQLErrors: [new GraphQLError('')] });
    expect(errorMessage(error, 'Role update failed')).toBe('Role update failed');
  });

  it('says the service is briefly unavailable, for a mutation and for a read whose retries ran out', () => {
    const mutation = new ApolloError({
      graphQLErrors: [
        new GraphQLError('Database down', { extensions: { code: 'SERVICE_UNAVAILABLE' } }),
      ],
    });
    expect(errorMessage(mutation, 'Could not send')).toBe(SERVICE_UNAVAILABLE);
    const read = new ApolloError({ networkError: new ServiceUnavailableError('Unavailable') });
    expect(errorMessage(read, 'Could not load')).toBe(SERVICE_UNAVAILABLE);
  });
});
