import { Module } from '@nestjs/common';
import { CertificatesModule } from '../certificates/certificates.module';
import { CouponsModule } from './coupons/coupons.module';
import { CoursesModule } from '../courses/courses.module';
import { EnrollmentsModule } from '../enrollments/enrollments.module';
import { TrafficModule } from '../traffic/traffic.module';
import { PAYMENT_PROVIDER, PaymentProviderFactory } from './payment-provider';
import { PaymentsResolver } from './payments.resolver';
import { CheckoutService } from './checkout.service';
import { PaymentVerificationService } from './payment-verification.service';
import { PaymentWebhooksService } from './payment-webhooks.service';
import { PurchaseCompletion } from './purchase-completion';
import { CreditNotesController, ReceiptsController } from './receipts.controller';
import { ReceiptsService } from './receipts.service';
import { EducatorSaleNotices } from './educator-sale-notices';
import { RefundNoticeResolver } from './refund-notice.resolver';
import { RefundsService } from './refunds.service';
import { SessionPurchases } from './session-purchases';

@Module({
  imports: [CouponsModule, CoursesModule, EnrollmentsModule, CertificatesModule, TrafficModule],
  providers: [
    PaymentProviderFactory,
    {
      provide: PAYMENT_PROVIDER,
      inject: [PaymentProviderFactory],
      useFactory: (f: PaymentProviderFactory) => f.create(),
    },
    SessionPurchases,
    CheckoutService,
    PurchaseCompletion,
    ReceiptsService,
    EducatorSaleNotices,
    PaymentVerificationService,
    PaymentWebhooksService,
    RefundsService,
    PaymentsResolver,
    RefundNoticeResolver,
  ],
  controllers: [ReceiptsController, CreditNotesController],
  exports: [CheckoutService, PaymentVerificationService, PaymentWebhooksService, RefundsService],
})
export class PaymentsModule {}
