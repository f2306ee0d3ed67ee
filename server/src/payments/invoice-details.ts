import type { EntityManager } from 'typeorm';
import { gstState } from '../../../shared/gst-states';
import type { SellerConfig } from '../config/seller-config';
import { Coupon } from './coupons/coupon.entity';
import { gstOf } from './gst';
import type { Purchase } from './purchase.entity';
import type { InvoiceDetails, SellerSnapshot } from './receipt.entity';

/** The seller's settings as a receipt keeps them. */
export function sellerSnapshot(seller: SellerConfig): SellerSnapshot {
  const { name, address, taxId, taxRatePercent, state, demo } = seller;
  return {
    name,
    address,
    taxId: taxId ?? null,
    taxRatePercent: taxRatePercent ?? null,
    state: state ? { code: state.code, name: state.name } : null,
    demo,
  };
}

/**
 * The invoice lines of a completed purchase, at the sale: the list price, what the coupon (or the
 * course's own discount) took off, and, when the seller is registered for GST (tax id, rate and
 * state), the tax the amount includes with its place of supply.
 */
export async function invoiceDetails(
  tx: EntityManager,
  purchase: Purchase,
  seller: SellerConfig,
): Promise<InvoiceDetails> {
  const listPricePaise = Math.max(purchase.listPricePaise ?? 0, purchase.amountPaise);
  const coupon = purchase.couponId
    ? await tx
        .getRepository(Coupon)
        .findOne({ where: { id: purchase.couponId }, select: { code: true } })
    : null;
  const buyerState = (purchase.buyerState && gstState(purchase.buyerState)) || null;
  const registered = seller.taxId && seller.taxRatePercent && seller.state;
  return {
    listPricePaise,
    couponCode: coupon?.code ?? null,
    savingPaise: listPricePaise - purchase.amountPaise,
    buyerState: buyerState && { code: buyerState.code, name: buyerState.name },
    gst: registered
      ? gstOf(
          purchase.amountPaise,
          seller.taxRatePercent!,
          seller.sacCode,
          seller.state!,
          buyerState,
        )
      : null,
  };
}
