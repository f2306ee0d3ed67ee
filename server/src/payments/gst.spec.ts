import { gstState, type GstState } from '../../../shared/gst-states';
import { gstOf, includedTax, reversedGst, splitTax } from './gst';

const state = (code: string) => gstState(code) as GstState;
const KARNATAKA = state('29');
const MAHARASHTRA = state('27');

describe('GST of a tax-inclusive price', () => {
  it('splits intra-state tax into CGST and SGST at half the rate each', () => {
    // ₹1,180.00 at 18% includes ₹180.00: ₹1,000.00 taxable.
    expect(gstOf(118000, 18, '999293', KARNATAKA, KARNATAKA)).toEqual({
      sac: '999293',
      placeOfSupply: { code: '29', name: 'Karnataka' },
      ratePercent: 18,
      taxablePaise: 100000,
      taxes: [
        { name: 'CGST', ratePercent: 9, paise: 9000 },
        { name: 'SGST', ratePercent: 9, paise: 9000 },
      ],
    });
  });

  it('charges IGST at the whole rate when the buyer is in another state', () => {
    const gst = gstOf(118000, 18, '999293', KARNATAKA, MAHARASHTRA);
    expect(gst.placeOfSupply).toEqual({ code: '27', name: 'Maharashtra' });
    expect(gst.taxes).toEqual([{ name: 'IGST', ratePercent: 18, paise: 18000 }]);
    expect(gst.taxablePaise).toBe(100000);
  });

  it("places a supply to a buyer of unknown state in the seller's state (CGST + SGST)", () => {
    const gst = gstOf(118000, 18, '999293', MAHARASHTRA, null);
    expect(gst.placeOfSupply.code).toBe('27');
    expect(gst.taxes.map((t) => t.name)).toEqual(['CGST', 'SGST']);
  });

  it('gives the odd paisa to CGST, so the halves add up to the tax exactly', () => {
    // ₹1,749.30 at 18%: 174930 × 18 / 118 = 26684.2… → ₹266.84 tax, halves ₹133.42 each.
    expect(includedTax(174930, 18)).toBe(26684);
    // ₹99.99 at 18%: 9999 × 18 / 118 = 1525.27… → 1525 paise, an odd number.
    const odd = gstOf(9999, 18, '999293', KARNATAKA, null);
    expect(odd.taxes.map((t) => t.paise)).toEqual([763, 762]);
    expect(odd.taxablePaise + 763 + 762).toBe(9999);
    for (let amount = 100; amount < 5000; amount += 7) {
      const { taxablePaise, taxes } = gstOf(amount, 18, '999293', KARNATAKA, KARNATAKA);
      const [cgst, sgst] = taxes.map((t) => t.paise);
      expect(cgst - sgst).toBeGreaterThanOrEqual(0);
      expect(cgst - sgst).toBeLessThanOrEqual(1);
      expect(taxablePaise + cgst + sgst).toBe(amount);
    }
  });

  it('taxes the price a coupon left, not the list price', () => {
    // A ₹1,999.00 course bought for ₹1,599.00 with a coupon: tax on ₹1,599.00 alone.
    const gst = gstOf(159900, 18, '999293', KARNATAKA, MAHARASHTRA);
    expect(gst.taxes[0].paise).toBe(24392);
    expect(gst.taxablePaise).toBe(135508);
  });

  it('has no tax at a zero rate', () => {
    const gst = gstOf(50000, 0, '999293', KARNATAKA, KARNATAKA);
    expect(gst.taxablePaise).toBe(50000);
    expect(gst.taxes).toEqual([
      { name: 'CGST', ratePercent: 0, paise: 0 },
      { name: 'SGST', ratePercent: 0, paise: 0 },
    ]);
  });

  it('charges UTGST in place of SGST in a union territory without a legislature', () => {
    const chandigarh = state('Chandigarh');
    expect(gstOf(11800, 18, '999293', chandigarh, null).taxes.map((t) => t.name)).toEqual([
      'CGST',
      'UTGST',
    ]);
    expect(splitTax(3, 5, { intraState: true })).toEqual([
      { name: 'CGST', ratePercent: 2.5, paise: 2 },
      { name: 'SGST', ratePercent: 2.5, paise: 1 },
    ]);
  });

  it("reverses a refund's tax in the invoice's split", () => {
    const intra = gstOf(9999, 18, '999293', KARNATAKA, null);
    expect(reversedGst(intra, 9999)).toEqual(intra);
    const inter = gstOf(118000, 18, '999293', KARNATAKA, MAHARASHTRA);
    expect(reversedGst(inter, 59000).taxes).toEqual([
      { name: 'IGST', ratePercent: 18, paise: 9000 },
    ]);
  });
});

describe('GST states', () => {
  it('finds a state by its code or its name', () => {
    expect(gstState('27')?.name).toBe('Maharashtra');
    expect(gstState('7')?.name).toBe('Delhi');
    expect(gstState(' karnataka ')?.code).toBe('29');
    expect(gstState('28')).toBeUndefined();
    expect(gstState('Atlantis')).toBeUndefined();
  });
});
