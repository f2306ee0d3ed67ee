import type { ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { requestOf } from '../common/request-context';
import type { User } from '../users/user.entity';

/**
 * A request the JWT guards have seen: `user` is the signed-in caller, if any; `authSessionId` the
 * session of their token (absent for API tokens and tokens from before sessions).
 */
export type AuthenticatedRequest = Request & { user?: User; authSessionId?: string };

/** The signed-in user of a REST call or GraphQL operation, as the JWT guards left it. */
export const signedInUser = (context: ExecutionContext): User | undefined =>
  (requestOf(context) as AuthenticatedRequest).user;

/** The session the caller signed in with, if their token names one. */
export const signedInSessionId = (context: ExecutionContext): string | undefined =>
  (requestOf(context) as AuthenticatedRequest).authSessionId;
