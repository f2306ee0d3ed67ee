import {
  createUnionType,
  Field,
  ID,
  Float,
  InputType,
  Int,
  ObjectType,
  registerEnumType,
} from '@nestjs/graphql';

export enum PaymentProviderName {
  RAZORPAY = 'razorpay',
  SANDBOX = 'sandbox',
}
registerEnumType(PaymentProviderName, {
  name: 'PaymentProviderName',
  description: 'SANDBOX: no real money; pay with sandboxCheckout instead of Razorpay Checkout.',
});

@ObjectType({ description: 'A free course: the caller is enrolled already.' })
export class FreeEnrollment {
  @Field()
  message: string;

  @Field({ description: 'Where the client goes next: /my-enrollments.' })
  redirect: string;

  @Field(() => ID)
  courseId: string;
}

@ObjectType({
  description:
    'A paid course: open Razorpay Checkout (or the sandbox checkout) with this order, then call verifyPayment.',
})
export class PaymentOrder {
  @Field()
  orderId: string;

  @Field(() => Int, {
    description:
      'In hundredths of the currency (paise for INR, cents for USD), computed by the server from the current price and discount.',
  })
  amount: number;

  @Field({ description: 'ISO 4217 code of amount, e.g. INR.' })
  currency: string;

  @Field({ description: 'What is paid for: the course, or the session type of a booking.' })
  courseName: string;

  @Field(() => ID)
  purchaseId: string;

  @Field({ description: 'The Razorpay key id for Checkout.' })
  keyId: string;

  @Field(() => PaymentProviderName)
  provider: PaymentProviderName;
}

@ObjectType({
  description: 'A session a coupon made free (payForBooking): its booking is confirmed already.',
})
export class FreeBooking {
  @Field()
  message: string;

  @Field(() => ID)
  bookingId: string;
}

@ObjectType({
  description: 'A live session seat a coupon made free (buyLiveSeat): it is confirmed already.',
})
export class FreeLiveSeat {
  @Field()
  message: string;

  @Field(() => ID)
  liveSeatId: string;
}

const FREE_RESULTS = { free: FreeEnrollment, freeBooking: FreeBooking, freeLiveSeat: FreeLiveSeat };

export const PurchaseResult = createUnionType({
  name: 'PurchaseResult',
  types: () => [FreeEnrollment, PaymentOrder, FreeBooking, FreeLiveSeat] as const,
  resolveType: (value: { kind?: string }) =>
    FREE_RESULTS[value.kind as keyof typeof FREE_RESULTS] ?? PaymentOrder,
});

@InputType({ description: "Razorpay Checkout's handler response, with our purchase id." })
export class VerifyPaymentInput {
  @Field(() => ID)
  purchaseId: string;

  @Field()
  razorpayOrderId: string;

  @Field()
  razorpayPaymentId: string;

  @Field()
  razorpaySignature: string;
}

@ObjectType()
export class VerifyPaymentResult {
  @Field()
  message: string;

  @Field(() => ID, { nullable: true, description: 'The course bought; null for a session.' })
  courseId: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The booking a session payment was for (payForBooking); null for a course.',
  })
  bookingId: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The live session seat a payment was for (buyLiveSeat); null otherwise.',
  })
  liveSeatId: string | null;
}

@ObjectType({
  description:
    'A payment result signed exactly as Razorpay Checkout signs one; pass it to verifyPayment.',
})
export class SandboxPayment {
  @Field()
  razorpayOrderId: string;

  @Field()
  razorpayPaymentId: string;

  @Field()
  razorpaySignature: string;
}

@ObjectType({ description: 'The answer to requestRefund.' })
export class RefundResult {
  @Field()
  message: string;

  @Field(() => ID)
  courseId: string;

  @Field(() => Float, { description: 'What was paid and goes back, in currency units.' })
  amount: number;

  @Field({ description: 'ISO 4217 code of the amount.' })
  currency: string;
}
