import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { DomainError } from '../common/errors/domain-error';
import { toClientError, toRestError } from '../common/errors/error-mapping';
import { ApiTokenAuth, type TokenBudget } from './api-token-auth';
import { bearerApiToken, rememberTokenCaller } from './token-caller';

/**
 * For a request with `Authorization: Bearer bcpat_…`: checks the token once (the guards then read
 * the outcome, see token-caller.ts), spends its budget, and sends the IETF RateLimit headers.
 * Over budget, the request is answered here with 429 and `Retry-After`.
 */
@Injectable()
export class ApiTokenMiddleware implements NestMiddleware {
  constructor(@Inject(ApiTokenAuth) private readonly auth: ApiTokenAuth) {}

  async use(req: Request, res: Response, next: NextFunction) {
    const token = bearerApiToken(req);
    if (!token) return next();
    try {
      const caller = await this.auth.authenticate(token);
      const budget = await this.auth.spend(caller.tokenId);
      sendRateLimitHeaders(res, budget);
      if (budget.exceeded) return refuse(req, res, tooMany(budget));
      rememberTokenCaller(req, caller);
    } catch (error) {
      if (!(error instanceof DomainError)) return next(error);
      rememberTokenCaller(req, error);
    }
    next();
  }
}

/** draft-ietf-httpapi-ratelimit-headers: the policy, and what is left of it. */
function sendRateLimitHeaders(res: Response, budget: TokenBudget) {
  res.setHeader('RateLimit-Policy', `"token";q=${budget.limit};w=${budget.windowSeconds}`);
  res.setHeader('RateLimit', `"token";r=${budget.remaining};t=${budget.resetSeconds}`);
}

const tooMany = (budget: TokenBudget) =>
  new DomainError(
    'TOO_MANY_REQUESTS',
    `This API token has made its ${budget.limit} requests for this minute. Please try again in ${budget.resetSeconds} seconds.`,
    [],
    budget.resetSeconds,
  );

/** 429 in the shape of the path: GraphQL errors on /graphql, the REST error body elsewhere. */
function refuse(req: Request, res: Response, error: DomainError) {
  res.setHeader('Retry-After', String(error.retryAfterSeconds));
  if (req.path === '/graphql') {
    const { code, message, retryAfterSeconds } = toClientError(error);
    res
      .status(429)
      .json({ errors: [{ message, extensions: { code, retryAfter: retryAfterSeconds } }] });
    return;
  }
  const rest = toRestError(error, req.path);
  res.status(rest.status).json({ success: false, message: rest.message });
}
