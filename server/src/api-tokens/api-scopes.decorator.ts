import { SetMetadata, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ApiScope } from '../../../shared/api-scopes';
import { RoleRefusal } from '../common/errors/domain-error';

const API_SCOPES_KEY = 'api-scopes';
const reflector = new Reflector();

/**
 * Lets API tokens holding `scopes` (every one) reach a resolver or REST handler, on a method or a
 * whole class (a method's own list replaces its class's). Without it, a request made with an API
 * token is refused: deny by default. The role and ownership checks still apply, so a token never
 * does more than its owner. Put it beside `@Authenticated`, `@Roles` or `@OptionalAuth`, e.g.
 * `@ApiScopes('webhooks:manage')`.
 */
export const ApiScopes = (...scopes: ApiScope[]) => SetMetadata(API_SCOPES_KEY, scopes);

/** Throws FORBIDDEN (403 on REST) unless the token holds every scope the handler declares. */
export function requireApiScopes(context: ExecutionContext, held: readonly string[]): void {
  const needed = reflector.getAllAndOverride<ApiScope[] | undefined>(API_SCOPES_KEY, [
    context.getHandler(),
    context.getClass(),
  ]);
  if (!needed?.length)
    throw new RoleRefusal('API tokens cannot be used for this operation: sign in instead.');
  const missing = needed.filter((scope) => !held.includes(scope));
  if (missing.length)
    throw new RoleRefusal(
      `This API token lacks the scope${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`,
    );
}
