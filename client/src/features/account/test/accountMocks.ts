import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';

/** One answer to `query` with these variables, a little late as a server's would be. */
export const mock = (
  query: MockedResponse['request']['query'],
  variables: Record<string, unknown> | undefined,
  result: MockedResponse['result'],
): MockedResponse => ({ request: { query, variables }, result, delay: 20 });

/** A BAD_USER_INPUT answer listing field problems in extensions.fields. */
export const badInput = (message: string, fields: { field: string; message: string }[] = []) => ({
  errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields } })],
});

/** An answer refused with `code` and the server's message. */
export const refused = (code: string, message: string) => ({
  errors: [new GraphQLError(message, { extensions: { code } })],
});

/** Blob URLs, which jsdom lacks: every object URL made, and whether it was revoked. */
export function stubObjectUrls() {
  const made: Blob[] = [];
  const revoked: string[] = [];
  URL.createObjectURL = (blob: Blob) => {
    made.push(blob);
    return `blob:test/${made.length}`;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
  return { made, revoked };
}

/** The <a download> links clicked (saveFile), instead of jsdom's unimplemented navigation. */
export function captureDownloads() {
  const saved: { href: string; download: string }[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
  return saved;
}
