import { gstStateLabel } from '../../../shared/gst-states';
import { formatPaise } from '../../../shared/money';
import { PDF_COLOURS, PDF_FONTS, renderPdf } from '../common/pdf';
import type { CreditNote } from './credit-note.entity';
import { includedTax, type GstDetails } from './gst';
import type { Receipt, SellerSnapshot } from './receipt.entity';

const label = (prefix: string) => (number: number) =>
  `${prefix}-${String(number).padStart(6, '0')}`;
/** "BC-000042": a receipt's number as printed and mailed. */
export const receiptLabel = label('BC');
/** "CN-000007": a credit note's number, a series of its own. */
export const creditNoteLabel = label('CN');

const date = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(d);

/** A receipt is a GST tax invoice when it was issued with the seller's GST registration. */
export const isTaxInvoice = (receipt: Receipt) => Boolean(receipt.invoice?.gst);

/** What one page of a receipt or credit note says. */
interface TaxDocument {
  title: string;
  /** Lines under the title: the date, what it refers to, the place of supply. */
  facts: string[];
  seller: SellerSnapshot;
  buyer: { name: string; email: string; state: string | null };
  currency: string;
  lines: { text: string; paise: number }[];
  total: { text: string; paise: number };
  gst: GstDetails | null;
  notes: string[];
}

const GST_NOTES = ['Reverse charge: No.', 'Computer-generated document; no signature required.'];

/**
 * One A4 page: the receipt of a sale. With the seller's GST registration at the sale it is a tax
 * invoice: list price, coupon or discount, SAC, place of supply and the tax split. Receipts issued
 * before invoices (no `invoice`) print the amount and, with a tax id and rate, the tax it included.
 */
export function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  const { invoice, seller, amountPaise } = receipt;
  const gst = invoice?.gst ?? null;
  const lines = [
    {
      text: `Online course: ${receipt.courseTitle}${gst ? ` (SAC ${gst.sac})` : ''}`,
      paise: invoice?.listPricePaise ?? amountPaise,
    },
  ];
  if (invoice?.savingPaise)
    lines.push({
      text: invoice.couponCode ? `Coupon ${invoice.couponCode}` : 'Course discount',
      paise: -invoice.savingPaise,
    });
  const notes = receipt.paymentId ? [`Payment reference: ${receipt.paymentId}`] : [];
  const legacyTax = !gst && seller.taxId && seller.taxRatePercent;
  if (legacyTax)
    lines.push({
      text: `Of which tax at ${seller.taxRatePercent}%`,
      paise: includedTax(amountPaise, seller.taxRatePercent!),
    });
  return renderTaxDocument({
    title: `${gst ? 'Tax invoice' : 'Receipt'} ${receiptLabel(receipt.number)}`,
    facts: [
      `Issued ${date(receipt.issuedAt)}`,
      ...(gst ? [`Place of supply: ${gstStateLabel(gst.placeOfSupply)}`] : []),
    ],
    seller,
    buyer: {
      name: receipt.buyerName,
      email: receipt.buyerEmail,
      state: invoice?.buyerState ? gstStateLabel(invoice.buyerState) : null,
    },
    currency: receipt.currency,
    lines,
    total: { text: gst ? 'Total paid (tax included)' : 'Total paid', paise: amountPaise },
    gst,
    notes: [...notes, ...(gst ? GST_NOTES : []), 'Thank you for learning with us.'],
  });
}

/** One A4 page: the credit note of a refund, naming the tax invoice it reverses. */
export function renderCreditNotePdf(note: CreditNote, receipt: Receipt): Promise<Buffer> {
  const { gst } = note;
  return renderTaxDocument({
    title: `Credit note ${creditNoteLabel(note.number)}`,
    facts: [
      `Issued ${date(note.issuedAt)}`,
      `Against ${isTaxInvoice(receipt) ? 'tax invoice' : 'receipt'} ${receiptLabel(receipt.number)} of ${date(receipt.issuedAt)}`,
      ...(gst ? [`Place of supply: ${gstStateLabel(gst.placeOfSupply)}`] : []),
    ],
    seller: note.seller,
    buyer: {
      name: receipt.buyerName,
      email: receipt.buyerEmail,
      state: receipt.invoice?.buyerState ? gstStateLabel(receipt.invoice.buyerState) : null,
    },
    currency: note.currency,
    lines: [
      {
        text: `Refund: online course ${receipt.courseTitle}${gst ? ` (SAC ${gst.sac})` : ''}`,
        paise: note.amountPaise,
      },
    ],
    total: {
      text: gst ? 'Total credited (tax included)' : 'Total refunded',
      paise: note.amountPaise,
    },
    gst,
    notes: [
      ...(note.refundId ? [`Refund reference: ${note.refundId}`] : []),
      ...(gst ? GST_NOTES : []),
    ],
  });
}

function renderTaxDocument(page: TaxDocument): Promise<Buffer> {
  const { seller, currency } = page;
  return renderPdf(
    { size: 'A4', margin: 56, info: { Title: page.title, Author: seller.name } },
    (doc) => {
      const { brand, ink, muted } = PDF_COLOURS;
      const width = doc.page.width - 112;
      doc.font(PDF_FONTS.bold).fontSize(20).fillColor(brand).text(seller.name);
      doc.font(PDF_FONTS.regular).fontSize(10).fillColor(muted);
      for (const line of seller.address) doc.text(line);
      if (seller.taxId) doc.text(`${page.gst ? 'GSTIN' : 'Tax id'}: ${seller.taxId}`);
      if (page.gst && seller.state) doc.text(`State: ${gstStateLabel(seller.state)}`);
      doc.moveDown(2);
      doc.font(PDF_FONTS.bold).fontSize(16).fillColor(ink).text(page.title);
      doc.font(PDF_FONTS.regular).fontSize(10).fillColor(muted);
      for (const fact of page.facts) doc.text(fact);
      doc.moveDown(1.5);
      doc.fillColor(ink).font(PDF_FONTS.bold).text('Billed to');
      doc.font(PDF_FONTS.regular).text(page.buyer.name).text(page.buyer.email);
      if (page.buyer.state) doc.text(`State: ${page.buyer.state}`);
      doc.moveDown(1.5);
      const row = (left: string, paise: number | string, bold = false) => {
        const y = doc.y;
        doc
          .font(bold ? PDF_FONTS.bold : PDF_FONTS.regular)
          .fontSize(11)
          .fillColor(ink);
        doc.text(left, 56, y, { width: width - 140 });
        const after = doc.y;
        const right = typeof paise === 'string' ? paise : formatPaise(paise, currency);
        doc.text(right, 56 + width - 130, y, { width: 130, align: 'right' });
        doc.y = Math.max(after, doc.y) + 6;
        doc.x = 56;
      };
      const rule = () => {
        doc
          .moveTo(56, doc.y)
          .lineTo(56 + width, doc.y)
          .strokeColor(muted)
          .lineWidth(0.5)
          .stroke();
        doc.y += 6;
      };
      row('Description', 'Amount', true);
      rule();
      for (const line of page.lines) row(line.text, line.paise);
      rule();
      row(page.total.text, page.total.paise, true);
      if (page.gst) {
        row('Taxable value', page.gst.taxablePaise);
        for (const tax of page.gst.taxes) row(`${tax.name} at ${tax.ratePercent}%`, tax.paise);
      }
      doc.moveDown(1);
      doc.font(PDF_FONTS.regular).fontSize(9).fillColor(muted);
      for (const note of page.notes) doc.text(note);
      if (seller.demo)
        doc.text(
          'Example seller details from the demo data: not a real GST registration, not valid for tax.',
        );
    },
  );
}
