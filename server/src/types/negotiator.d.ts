// negotiator 1.x breaks ties between equally weighted encodings by a server preference;
// @types/negotiator describes 0.6, which cannot. Only what common/http/encodings.ts uses.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>);
    encoding(
      available: readonly string[],
      options?: { preferred?: readonly string[] },
    ): string | undefined;
    mediaType(available: readonly string[]): string | undefined;
  }
  export = Negotiator;
}
