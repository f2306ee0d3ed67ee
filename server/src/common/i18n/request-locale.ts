import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { pickLocale, type Locale } from '../../../../shared/locale';
import { requestOf } from '../request-context';

/** The language a request asks for: its Accept-Language (the client sends it on every request). */
export const requestLocale = (req: Pick<IncomingMessage, 'headers'>): Locale =>
  pickLocale(req.headers['accept-language']);

/** The request's language as a handler parameter, for GraphQL and REST alike. */
export const RequestLocale = createParamDecorator((_: unknown, context: ExecutionContext) =>
  requestLocale(requestOf(context)),
);
