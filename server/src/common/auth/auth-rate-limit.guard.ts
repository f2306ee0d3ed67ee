import { ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { requestOf, responseOf } from './request-context';

/** Per-client limit on sign-in and registration (AUTH_RATE_LIMIT_PER_MINUTE), for GraphQL and REST alike. */
@Injectable()
export class AuthRateLimitGuard extends ThrottlerGuard {
  protected override getRequestResponse(context: ExecutionContext) {
    return { req: requestOf(context), res: responseOf(context) };
  }
}

export const AuthRateLimited = () => UseGuards(AuthRateLimitGuard);
