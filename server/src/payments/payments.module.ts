import { Module } from '@nestjs/common';
import { EnrollmentsModule } from '../enrollments/enrollments.module';
import { PAYMENT_PROVIDER, PaymentProviderFactory } from './payment-provider';
import { PaymentsResolver } from './payments.resolver';
import { PaymentsService } from './payments.service';

@Module({
  imports: [EnrollmentsModule],
  providers: [
    PaymentProviderFactory,
    {
      provide: PAYMENT_PROVIDER,
      inject: [PaymentProviderFactory],
      useFactory: (f: PaymentProviderFactory) => f.create(),
    },
    PaymentsService,
    PaymentsResolver,
  ],
  exports: [PaymentsService],
})
export class PaymentsModule {}
