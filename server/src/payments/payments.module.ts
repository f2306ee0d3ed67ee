import { Module } from '@nestjs/common';
import { CertificatesModule } from '../certificates/certificates.module';
import { EnrollmentsModule } from '../enrollments/enrollments.module';
import { PAYMENT_PROVIDER, PaymentProviderFactory } from './payment-provider';
import { PaymentsResolver } from './payments.resolver';
import { PaymentsService } from './payments.service';
import { RefundsService } from './refunds.service';

@Module({
  imports: [EnrollmentsModule, CertificatesModule],
  providers: [
    PaymentProviderFactory,
    {
      provide: PAYMENT_PROVIDER,
      inject: [PaymentProviderFactory],
      useFactory: (f: PaymentProviderFactory) => f.create(),
    },
    PaymentsService,
    RefundsService,
    PaymentsResolver,
  ],
  exports: [PaymentsService, RefundsService],
})
export class PaymentsModule {}
