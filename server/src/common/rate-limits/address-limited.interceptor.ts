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
import type { Observable } from 'rxjs';
import { clientAddress, requestOf } from '../request-context';
import { AddressLimits, type AddressBudgetName } from './address-limits';

const BUDGET = 'address-budget';

/** Spends the client address's budget before the handler runs, for GraphQL and REST alike. */
@Injectable()
export class AddressLimitInterceptor implements NestInterceptor {
  constructor(
    @Inject(AddressLimits) private readonly limits: AddressLimits,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const budget = this.reflector.get<AddressBudgetName>(BUDGET, context.getHandler());
    await this.limits.admit(budget, clientAddress(requestOf(context)));
    return next.handle();
  }
}

/** Limits a handler to the address budget `budget` (docs/rate-limits.md, "Anonymous writes"). */
export const AddressLimited = (budget: AddressBudgetName) =>
  applyDecorators(SetMetadata(BUDGET, budget), UseInterceptors(AddressLimitInterceptor));
