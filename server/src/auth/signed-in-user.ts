import type { ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { requestOf } from '../common/request-context';
import type { User } from '../users/user.entity';

/** A request the JWT guards have seen: `user` is the signed-in caller, if any. */
export type AuthenticatedRequest = Request & { user?: User };

/** The signed-in user of a REST call or GraphQL operation, as the JWT guards left it. */
export const signedInUser = (context: ExecutionContext): User | undefined =>
  (requestOf(context) as AuthenticatedRequest).user;
