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
import { from, lastValueFrom, type Observable } from 'rxjs';
import { signedInUser } from '../auth/signed-in-user';
import { requestOf } from '../common/request-context';
import { IdempotencyService } from './idempotency.service';

const OPERATION = 'idempotent-operation';
/** The request header naming an action (docs/api-graphql.md, "Idempotency keys"). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Runs the handler once per signed-in user and `Idempotency-Key` header; without the header, as usual. */
@Injectable()
export class IdempotentInterceptor implements NestInterceptor {
  constructor(
    @Inject(IdempotencyService) private readonly keys: IdempotencyService,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const header = requestOf(context).headers[IDEMPOTENCY_HEADER];
    const user = signedInUser(context);
    if (header === undefined || !user) return next.handle();
    const key = IdempotencyService.check(Array.isArray(header) ? header.join(',') : header);
    const operation = this.reflector.get<string>(OPERATION, context.getHandler());
    return from(this.keys.once(user.id, key, operation, () => lastValueFrom(next.handle())));
  }
}

/** Lets a mutation be replayed safely with an `Idempotency-Key` header: one effect, the first answer. */
export const Idempotent = (operation: string) =>
  applyDecorators(SetMetadata(OPERATION, operation), UseInterceptors(IdempotentInterceptor));
