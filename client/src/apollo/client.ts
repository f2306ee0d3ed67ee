import { ApolloClient, from } from '@apollo/client';
import createUploadLink from 'apollo-upload-client/createUploadLink.mjs';
import { config } from '../config';
import { createCache } from './cache';
import { authLink, errorLink } from './links';

const uploadLink = createUploadLink({
  uri: config.graphqlUri,
  // Apollo Server's CSRF protection refuses multipart requests without this header.
  headers: { 'apollo-require-preflight': 'true' },
});

/** The one Apollo client: error link -> auth link -> upload-capable HTTP link. */
export const apolloClient = new ApolloClient({
  link: from([errorLink, authLink, uploadLink]),
  cache: createCache(),
});
