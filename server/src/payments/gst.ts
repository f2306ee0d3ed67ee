import type { GstState } from '../../../shared/gst-states';

/** A state as an invoice keeps it: its GST code and name. */
export type StateRef = Pick<GstState, 'code' | 'name'>;

export interface TaxLine {
  name: 'CGST' | 'SGST' | 'UTGST' | 'IGST';
  ratePercent: number;
  paise: number;
}

/** The GST of a tax-inclusive amount, as a tax invoice or credit note prints it. */
export interface GstDetails {
  sac: string;
  placeOfSupply: StateRef;
  /** The whole GST rate, e.g. 18; intra-state it is split into two halves. */
  ratePercent: number;
  /** The amount less the tax it includes. */
  taxablePaise: number;
  taxes: TaxLine[];
}

/** The tax a tax-inclusive price contains at `ratePercent`, in paise. */
export const includedTax = (paise: number, ratePercent: number) =>
  Math.round((paise * ratePercent) / (100 + ratePercent));

/**
 * Intra-state: CGST and SGST (UTGST in a union territory without a legislature) at half the rate
 * each, the central half taking the odd paisa so the two always add up to the tax. Inter-state:
 * IGST at the whole rate.
 */
export function splitTax(
  taxPaise: number,
  ratePercent: number,
  supply: { intraState: boolean; utgst?: boolean },
): TaxLine[] {
  if (!supply.intraState) return [{ name: 'IGST', ratePercent, paise: taxPaise }];
  const half = Math.floor(taxPaise / 2);
  return [
    { name: 'CGST', ratePercent: ratePercent / 2, paise: taxPaise - half },
    { name: supply.utgst ? 'UTGST' : 'SGST', ratePercent: ratePercent / 2, paise: half },
  ];
}

/**
 * The GST in `amountPaise` for a seller registered in `seller`. The place of supply of a service to
 * a consumer is the buyer's state when it is on record, else the seller's (IGST Act, section
 * 12(2)(b)), so a buyer who gave no state pays CGST and SGST.
 */
export function gstOf(
  amountPaise: number,
  ratePercent: number,
  sac: string,
  seller: GstState,
  buyer: GstState | null,
): GstDetails {
  const place = buyer ?? seller;
  const taxPaise = includedTax(amountPaise, ratePercent);
  const intraState = place.code === seller.code;
  return {
    sac,
    placeOfSupply: { code: place.code, name: place.name },
    ratePercent,
    taxablePaise: amountPaise - taxPaise,
    taxes: splitTax(taxPaise, ratePercent, { intraState, utgst: seller.utgst }),
  };
}

/**
 * The GST reversed by refunding `amountPaise` of an invoice: the invoice's rate, place of supply
 * and split, on the refunded amount (a full refund reverses exactly the invoice's tax).
 */
export function reversedGst(invoice: GstDetails, amountPaise: number): GstDetails {
  const taxPaise = includedTax(amountPaise, invoice.ratePercent);
  const intraState = invoice.taxes[0]?.name !== 'IGST';
  return {
    ...invoice,
    taxablePaise: amountPaise - taxPaise,
    taxes: splitTax(taxPaise, invoice.ratePercent, {
      intraState,
      utgst: invoice.taxes.some((t) => t.name === 'UTGST'),
    }),
  };
}
