import { Module } from '@nestjs/common';
import { IdempotencyService } from './idempotency.service';
import { IdempotentInterceptor } from './idempotent.interceptor';

/** Idempotency keys: actions a learner took offline, replayed once when back online. */
@Module({
  providers: [IdempotencyService, IdempotentInterceptor],
  exports: [IdempotencyService, IdempotentInterceptor],
})
export class OfflineSyncModule {}
