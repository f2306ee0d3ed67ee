// apollo-upload-client 18 ships no types (the @types package targets v19 / Apollo Client 4).
declare module 'apollo-upload-client/createUploadLink.mjs' {
  import type { ApolloLink, HttpOptions } from '@apollo/client';

  export default function createUploadLink(options?: HttpOptions): ApolloLink;
}
