import { createHash, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { API_TOKEN_PREFIX } from '../../../shared/api-scopes';
import type { DomainError } from '../common/errors/domain-error';
import type { User } from '../users/user.entity';

/** A request made with a valid API token: its owner and the token's scopes. */
export interface TokenCaller {
  user: User;
  tokenId: string;
  scopes: readonly string[];
}

const CALLER = Symbol('api-token-caller');
type TokenRequest = Request & { [CALLER]?: TokenCaller | DomainError };

/** Characters of a token kept in clear to tell tokens apart in lists (the prefix and 6 more). */
const START_LENGTH = API_TOKEN_PREFIX.length + 6;

/** A new secret: the prefix and 32 random bytes, base64url; only its hash is stored. */
export function newApiToken(): { token: string; tokenHash: string; tokenStart: string } {
  const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return { token, tokenHash: apiTokenHash(token), tokenStart: token.slice(0, START_LENGTH) };
}

export const apiTokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The API token in `Authorization: Bearer bcpat_…`, if that is what the request carries. */
export function bearerApiToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return match?.[1].startsWith(API_TOKEN_PREFIX) ? match[1] : undefined;
}

/** Set once per request by ApiTokenMiddleware: the caller, or why the token was refused. */
export function rememberTokenCaller(req: Request, outcome: TokenCaller | DomainError): void {
  (req as TokenRequest)[CALLER] = outcome;
}

/**
 * The API token caller of this request; undefined when it came without an API token. A refused
 * token (unknown, expired, revoked, owner disabled) throws its UNAUTHENTICATED error.
 */
export function tokenCallerOf(req: Request): TokenCaller | undefined {
  const outcome = (req as TokenRequest)[CALLER];
  if (outcome instanceof Error) throw outcome;
  if (outcome) return outcome;
  // A path the middleware does not cover still never takes an API token for a session.
  if (bearerApiToken(req)) throw new Error('API token not checked: ApiTokenMiddleware missing');
  return undefined;
}
