import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';
import { addressKey } from './rate-limits/address-key';

/** The HTTP request behind a REST call or a GraphQL operation. */
export function requestOf(context: ExecutionContext): Request {
  if (context.getType<'graphql' | 'http'>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<{ req: Request }>().req;
  }
  return context.switchToHttp().getRequest<Request>();
}

/**
 * The client's address (the connection's, or a `TRUST_PROXY` proxy's `X-Forwarded-For`: Express
 * `trust proxy`) as every per-address budget counts it: an IPv6 client is its /64 (`addressKey`).
 */
export const clientAddress = (request: Request): string =>
  addressKey(request.ip ?? request.socket.remoteAddress ?? 'unknown');

/** The client's address as a handler parameter, for GraphQL and REST alike. */
export const ClientAddress = createParamDecorator((_: unknown, context: ExecutionContext) =>
  clientAddress(requestOf(context)),
);
