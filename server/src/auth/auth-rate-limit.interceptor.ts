import { createHash } from 'node:crypto';
import {
  applyDecorators,
  Inject,
  Injectable,
  SetMetadata,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import { catchError, mergeMap, type Observable } from 'rxjs';
import { DomainError } from '../common/errors/domain-error';
import { clientAddress, requestOf } from '../common/request-context';
import { SignInLimits, type Attempt, type SignInOutcome } from './sign-in-limits';

/**
 * The account a sign-in names (GraphQL `input.email`, REST body `email`), normalised as the account
 * is looked up and hashed so a key's size is fixed. Registrations only spend the address budget.
 */
function signInAccount(context: ExecutionContext): string | undefined {
  const input: { email?: unknown } | undefined =
    context.getType<'graphql' | 'http'>() === 'graphql'
      ? GqlExecutionContext.create(context).getArgs<{ input?: { email?: unknown } }>().input
      : (requestOf(context).body as { email?: unknown } | undefined);
  const email = typeof input?.email === 'string' ? input.email.trim().toLowerCase() : '';
  return email ? createHash('sha256').update(email).digest('base64url') : undefined;
}

/** Only a wrong email or password is a failed sign-in; invalid input and other errors are not. */
const outcomeOf = (error: unknown): SignInOutcome =>
  error instanceof DomainError && error.code === 'UNAUTHENTICATED' ? 'failed' : 'other';

/** Applies SignInLimits around sign-in and registration, for GraphQL and REST alike. */
@Injectable()
export class AuthRateLimitInterceptor implements NestInterceptor {
  constructor(
    @Inject(SignInLimits) private readonly limits: SignInLimits,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const attempt: Attempt = {
      address: clientAddress(requestOf(context)),
      account:
        this.reflector.get<AttemptKind>(ATTEMPT_KIND, context.getHandler()) === 'sign-in'
          ? signInAccount(context)
          : undefined,
    };
    // Before the handler: a refused attempt never reaches the password hasher.
    await this.limits.admit(attempt);
    return next.handle().pipe(
      mergeMap(async (result: unknown) => {
        await this.limits.settle(attempt, 'succeeded');
        return result;
      }),
      catchError(async (error: unknown) => {
        await this.limits.settle(attempt, outcomeOf(error));
        throw error;
      }),
    );
  }
}

type AttemptKind = 'sign-in' | 'registration';
const ATTEMPT_KIND = 'auth-attempt-kind';

/** Applies the sign-in limits; a sign-in also counts failures against the account it names. */
export const AuthRateLimited = (kind: AttemptKind) =>
  applyDecorators(SetMetadata(ATTEMPT_KIND, kind), UseInterceptors(AuthRateLimitInterceptor));
