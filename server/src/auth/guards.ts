import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { TokenExpiredError } from 'jsonwebtoken';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../common/errors/database-unavailable';
import { RoleRefusal, unauthenticated } from '../common/errors/domain-error';
import type { Role, User } from '../users/user.entity';
import { requestOf } from '../common/request-context';
import { signedInUser, type AuthenticatedRequest } from './signed-in-user';
import { requireApiScopes } from '../api-tokens/api-scopes.decorator';
import { tokenCallerOf } from '../api-tokens/token-caller';

export const ROLES_KEY = 'roles';

/**
 * passport reports a bad token as `info` and a failure loading the user as `error`. The database
 * being away answers 503, never 401 and never anonymous, so nobody is signed out for it.
 */
function throwLoadFailure(error: unknown): void {
  if (!error) return;
  if (isDatabaseUnavailable(error)) throw DATABASE_UNAVAILABLE;
  throw error instanceof Error ? error : unauthenticated('Invalid token');
}

/**
 * A request made with an API token (checked once by ApiTokenMiddleware): signed in as the token's
 * owner when the handler declares scopes the token holds (`@ApiScopes`), refused otherwise.
 * False when the request carries a sign-in token or none, for passport to handle.
 */
function signInWithApiToken(context: ExecutionContext, optional = false): boolean {
  const req = requestOf(context) as AuthenticatedRequest;
  const caller = tokenCallerOf(req);
  if (!caller) return false;
  requireApiScopes(context, caller.scopes);
  // On public reads the owner is the viewer (their enrolled lectures, own drafts, own rating) only
  // for a token allowed to read those: catalog:read alone reads the catalog as anyone does.
  if (!optional || caller.scopes.some((scope) => VIEWER_SCOPES.has(scope))) req.user = caller.user;
  return true;
}

const VIEWER_SCOPES = new Set<string>(['learning:read', 'sales:read', 'courses:write']);

/** Requires a valid bearer token for an existing user; says which of the three went wrong. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override canActivate(context: ExecutionContext) {
    return signInWithApiToken(context) || super.canActivate(context);
  }

  override getRequest(context: ExecutionContext) {
    return requestOf(context);
  }

  override handleRequest<T = User>(error: unknown, user: T | false, info: unknown): T {
    throwLoadFailure(error);
    if (user) return user;
    if (info instanceof TokenExpiredError) throw unauthenticated('Token expired');
    const noToken = info instanceof Error && /no auth token/i.test(info.message);
    throw unauthenticated(noToken ? 'Access token required' : 'Invalid token');
  }
}

/**
 * Signs the caller in when a valid token comes with the request; anyone else continues as anonymous.
 * An API token is the exception: refused (not anonymous) when invalid or without the declared scope.
 */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard('jwt') {
  override canActivate(context: ExecutionContext) {
    // No Authorization header: anonymous, as passport-jwt (bearer header only) would conclude, at
    // a fraction of its cost on every public read.
    if (requestOf(context).headers.authorization === undefined) return true;
    return signInWithApiToken(context, true) || super.canActivate(context);
  }

  override getRequest(context: ExecutionContext) {
    return requestOf(context);
  }

  override handleRequest<T = User>(error: unknown, user: T | false): T | undefined {
    throwLoadFailure(error);
    return user || undefined;
  }
}

/** Runs after JwtAuthGuard: the user's role must be one of those given to @Roles. */
@Injectable()
export class RolesGuard {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles?.length) return true;
    const user = signedInUser(context);
    if (!user) throw unauthenticated();
    if (!roles.includes(user.role)) throw new RoleRefusal();
    return true;
  }
}
