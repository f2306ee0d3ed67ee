import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { REFUND_REASON_MAX_LENGTH, REFUND_WINDOW_DAYS } from '../../../shared/refund-policy';
import { Authenticated, CurrentUser } from '../auth/decorators';
import type { User } from '../users/user.entity';
import {
  PurchaseResult,
  RefundResult,
  SandboxPayment,
  VerifyPaymentInput,
  VerifyPaymentResult,
} from './dto/payment.types';
import { CheckoutService } from './checkout.service';
import { PaymentVerificationService } from './payment-verification.service';
import { RefundsService } from './refunds.service';

@Resolver()
@Authenticated()
export class PaymentsResolver {
  constructor(
    @Inject(CheckoutService) private readonly checkout: CheckoutService,
    @Inject(PaymentVerificationService) private readonly verification: PaymentVerificationService,
    @Inject(RefundsService) private readonly refunds: RefundsService,
  ) {}

  @Mutation(() => PurchaseResult, {
    description: 'Enrols in a free course at once, or opens a payment order for a paid one.',
  })
  purchaseCourse(
    @CurrentUser() user: User,
    @Args('courseId', { type: () => ID }) courseId: string,
  ) {
    return this.checkout.purchase(user, courseId);
  }

  @Mutation(() => VerifyPaymentResult, {
    description: 'Checks the signed checkout result and enrols. Safe to repeat.',
  })
  verifyPayment(@CurrentUser() user: User, @Args('input') input: VerifyPaymentInput) {
    return this.verification.verify(user, {
      purchaseId: input.purchaseId,
      orderId: input.razorpayOrderId,
      paymentId: input.razorpayPaymentId,
      signature: input.razorpaySignature,
    });
  }

  @Mutation(() => SandboxPayment, {
    description: 'Sandbox mode only: pays an open order with a test payment.',
  })
  sandboxCheckout(
    @CurrentUser() user: User,
    @Args('purchaseId', { type: () => ID }) purchaseId: string,
  ) {
    return this.checkout.sandboxPay(user, purchaseId);
  }

  @Mutation(() => RefundResult, {
    description: `The money-back guarantee: refunds a paid course within ${REFUND_WINDOW_DAYS} days of its purchase, once per course, through the payment provider, and removes the enrolment, the caller's rating of the course and any certificate. Repeating a refunded request answers as done.`,
  })
  requestRefund(
    @CurrentUser() user: User,
    @Args('courseId', { type: () => ID }) courseId: string,
    @Args('reason', {
      type: () => String,
      nullable: true,
      description: `Optional, at most ${REFUND_REASON_MAX_LENGTH} characters.`,
    })
    reason?: string | null,
  ) {
    return this.refunds.requestRefund(user, courseId, reason);
  }
}
