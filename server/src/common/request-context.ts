import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';

/** The HTTP request behind a REST call or a GraphQL operation. */
export function requestOf(context: ExecutionContext): Request {
  if (context.getType<'graphql' | 'http'>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<{ req: Request }>().req;
  }
  return context.switchToHttp().getRequest<Request>();
}

/** The client's address: the connection's, or a `TRUST_PROXY` proxy's `X-Forwarded-For` (Express `trust proxy`). */
export const clientAddress = (request: Request): string =>
  request.ip ?? request.socket.remoteAddress ?? 'unknown';

/** The client's address as a handler parameter, for GraphQL and REST alike. */
export const ClientAddress = createParamDecorator((_: unknown, context: ExecutionContext) =>
  clientAddress(requestOf(context)),
);
