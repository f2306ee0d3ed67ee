import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request, Response } from 'express';
import type { User } from '../../users/user.entity';

export type AppRequest = Request & { user?: User };

/** The HTTP request behind a REST call or a GraphQL operation. */
export function requestOf(context: ExecutionContext): AppRequest {
  if (context.getType<'graphql' | 'http'>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<{ req: AppRequest }>().req;
  }
  return context.switchToHttp().getRequest<AppRequest>();
}

export function responseOf(context: ExecutionContext): Response {
  if (context.getType<'graphql' | 'http'>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<{ res: Response }>().res;
  }
  return context.switchToHttp().getResponse<Response>();
}
