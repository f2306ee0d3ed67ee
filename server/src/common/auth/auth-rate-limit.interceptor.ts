import { ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { requestOf, responseOf } from './request-context';

/** Per-client limit on sign-in and registration (AUTH_RATE_LIMIT_PER_MINUTE), for GraphQL and REST alike. */
@Injectable()
export class AuthRateLimitGuard extends ThrottlerGuard {
  protected override getRequestResponse(context: ExecutionContext) {
    return { req: requestOf(context), res: responseOf(context) };
  }

  /** One budget per client across login and register, over both APIs (the default is per handler). */
  protected override generateKey(
    _context: ExecutionContext,
    tracker: string,
    throttler: string,
  ): string {
    return `${throttler}:${tracker}`;
  }
}

export const AuthRateLimited = () => UseGuards(AuthRateLimitGuard);
