import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { REFUND_REASON_MAX_LENGTH, REFUND_WINDOW_DAYS } from '../../../shared/refund-policy';
import { Authenticated, CurrentUser } from '../auth/decorators';
import { PurchaseAttributionInput } from '../traffic/dto/attribution.input';
import type { User } from '../users/user.entity';
import {
  PurchaseResult,
  RefundResult,
  SandboxPayment,
  VerifyPaymentInput,
  VerifyPaymentResult,
} from './dto/payment.types';
import { PurchaseRecord } from './dto/receipt.types';
import { CheckoutService } from './checkout.service';
import { creditNoteLabel, receiptLabel } from './receipt-pdf';
import { ReceiptsService } from './receipts.service';
import { PaymentVerificationService } from './payment-verification.service';
import { RefundsService } from './refunds.service';
import { ApiScopes } from '../api-tokens/api-scopes.decorator';

@Resolver()
@Authenticated()
export class PaymentsResolver {
  constructor(
    @Inject(CheckoutService) private readonly checkout: CheckoutService,
    @Inject(PaymentVerificationService) private readonly verification: PaymentVerificationService,
    @Inject(RefundsService) private readonly refunds: RefundsService,
    @Inject(ReceiptsService) private readonly receipts: ReceiptsService,
  ) {}

  @Query(() => [PurchaseRecord], {
    description:
      "The caller's paid purchases and refunds, newest first, with their receipts (My purchases).",
  })
  @ApiScopes('learning:read')
  async myPurchases(@CurrentUser() user: User): Promise<PurchaseRecord[]> {
    const rows = await this.receipts.purchasesOf(user.id);
    return rows.map(({ purchase, receipt, creditNote }) => ({
      id: purchase.id,
      courseId: purchase.course ? purchase.courseId : null,
      courseTitle: receipt?.courseTitle ?? purchase.course?.courseTitle ?? '',
      amount: purchase.amountPaise / 100,
      currency: purchase.currency,
      status: purchase.status,
      completedAt: purchase.completedAt,
      refundedAt: purchase.refundedAt,
      receipt: receipt && {
        id: receipt.id,
        number: receipt.number,
        label: receiptLabel(receipt.number),
        pdfUrl: `/receipts/${receipt.id}.pdf`,
        issuedAt: receipt.issuedAt,
      },
      creditNote: creditNote && {
        id: creditNote.id,
        number: creditNote.number,
        label: creditNoteLabel(creditNote.number),
        pdfUrl: `/credit-notes/${creditNote.id}.pdf`,
        issuedAt: creditNote.issuedAt,
      },
    }));
  }

  @Mutation(() => PurchaseResult, {
    description:
      "Enrols in a free course at once, or opens a payment order for a paid one. With couponCode, the better of the coupon and the course's own discount sets the amount (a coupon bringing it to 0 enrols at once); a refused code is an error as in couponQuote.",
  })
  purchaseCourse(
    @CurrentUser() user: User,
    @Args('courseId', { type: () => ID }) courseId: string,
    @Args('couponCode', { type: () => String, nullable: true }) couponCode?: string | null,
    @Args('buyerState', {
      type: () => String,
      nullable: true,
      description:
        "The buyer's state or union territory as its two-digit GST code (e.g. 27): the tax invoice's place of supply. Optional; without it the seller's state is.",
    })
    buyerState?: string | null,
    @Args('attribution', {
      type: () => PurchaseAttributionInput,
      nullable: true,
      description:
        "Where the buyer came from, kept with the order; the course educator's own referral code marks it as theirs.",
    })
    attribution?: PurchaseAttributionInput | null,
  ) {
    return this.checkout.purchase(user, courseId, { couponCode, attribution, buyerState });
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
