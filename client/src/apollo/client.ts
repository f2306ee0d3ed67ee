import { ApolloClient, from } from '@apollo/client';
import createUploadLink from 'apollo-upload-client/createUploadLink.mjs';
import { config } from '../config';
import { createCache } from './cache';
import { links } from './links';

const uploadLink = createUploadLink({
  uri: config.graphqlUri,
  // Queries go as GET: the server answers them from memory before routing, and the browser
  // revalidates its own copy with the ETag. Mutations and uploads stay POST.
  useGETForQueries: true,
  // Apollo Server's CSRF protection refuses GETs and multipart requests without this header.
  headers: { 'apollo-require-preflight': 'true' },
});

/** The one Apollo client: error -> retry -> auth links, then the upload-capable HTTP link. */
export const apolloClient = new ApolloClient({
  link: from([...links, uploadLink]),
  cache: createCache(),
});
