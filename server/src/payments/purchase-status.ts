import { PurchaseStatus } from './purchase.entity';

/** Paid at some point: a sale, whether or not it was refunded since. */
export const PURCHASE_PAID = [
  PurchaseStatus.COMPLETED,
  PurchaseStatus.REFUNDING,
  PurchaseStatus.REFUNDED,
] as const;

/** Paid and kept: counts in earnings (a refund in progress still counts until it is done). */
export const PURCHASE_KEPT = [PurchaseStatus.COMPLETED, PurchaseStatus.REFUNDING] as const;
