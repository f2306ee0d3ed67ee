import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { PurchaseStatus } from '../purchase.entity';

registerEnumType(PurchaseStatus, {
  name: 'PurchaseStatus',
  description:
    'Where a purchase stands; My purchases lists COMPLETED, REFUNDING and REFUNDED ones.',
});

@ObjectType({ description: 'A numbered receipt, issued when a payment completed.' })
export class ReceiptView {
  @Field(() => ID)
  id: string;

  @Field(() => Int, { description: 'Sequential, without gaps.' })
  number: number;

  @Field({ description: 'The number as printed, e.g. BC-000042.' })
  label: string;

  @Field({ description: 'The PDF, for its buyer: send the Authorization header.' })
  pdfUrl: string;

  @Field()
  issuedAt: Date;
}

@ObjectType({
  description: "A refund's numbered credit note, reversing its purchase's receipt (tax invoice).",
})
export class CreditNoteView {
  @Field(() => ID)
  id: string;

  @Field(() => Int, { description: 'Sequential, without gaps; a series apart from receipts.' })
  number: number;

  @Field({ description: 'The number as printed, e.g. CN-000007.' })
  label: string;

  @Field({ description: 'The PDF, for the buyer: send the Authorization header.' })
  pdfUrl: string;

  @Field()
  issuedAt: Date;
}

@ObjectType({ description: "One of the caller's paid purchases." })
export class PurchaseRecord {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { nullable: true, description: 'Null once the course was deleted.' })
  courseId: string | null;

  @Field()
  courseTitle: string;

  @Field(() => Float, { description: 'In the currency unit, e.g. rupees.' })
  amount: number;

  @Field()
  currency: string;

  @Field(() => PurchaseStatus)
  status: PurchaseStatus;

  @Field(() => Date, { nullable: true })
  completedAt: Date | null;

  @Field(() => Date, { nullable: true })
  refundedAt: Date | null;

  @Field(() => ReceiptView, {
    nullable: true,
    description: 'Null for purchases from before receipts existed.',
  })
  receipt: ReceiptView | null;

  @Field(() => CreditNoteView, {
    nullable: true,
    description: 'Once refunded: the credit note reversing the receipt.',
  })
  creditNote: CreditNoteView | null;
}
