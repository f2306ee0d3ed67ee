import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser } from '../auth/decorators';
import type { User } from '../users/user.entity';
import {
  PurchaseResult,
  SandboxPayment,
  VerifyPaymentInput,
  VerifyPaymentResult,
} from './dto/payment.types';
import { PaymentsService } from './payments.service';

@Resolver()
@Authenticated()
export class PaymentsResolver {
  constructor(@Inject(PaymentsService) private readonly payments: PaymentsService) {}

  @Mutation(() => PurchaseResult, {
    description: 'Enrols in a free course at once, or opens a payment order for a paid one.',
  })
  purchaseCourse(
    @CurrentUser() user: User,
    @Args('courseId', { type: () => ID }) courseId: string,
  ) {
    return this.payments.purchase(user, courseId);
  }

  @Mutation(() => VerifyPaymentResult, {
    description: 'Checks the signed checkout result and enrols. Safe to repeat.',
  })
  verifyPayment(@CurrentUser() user: User, @Args('input') input: VerifyPaymentInput) {
    return this.payments.verify(user, {
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
    return this.payments.sandboxPay(user, purchaseId);
  }
}
