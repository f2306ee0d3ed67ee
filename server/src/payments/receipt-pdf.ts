import { gstStateLabel } from '../../../shared/gst-states';
import { formatDate, formatMoney, translate, type Locale } from '../common/i18n/translate';
import { PDF_COLOURS, PDF_FONTS, renderPdf } from '../common/pdf';
import { textInScripts } from '../common/pdf-fit';
import type { CreditNote } from './credit-note.entity';
import { includedTax, type GstDetails } from './gst';
import type { Receipt, SellerSnapshot } from './receipt.entity';

const label = (prefix: string) => (number: number) =>
  `${prefix}-${String(number).padStart(6, '0')}`;
/** "BC-000042": a receipt's number as printed and mailed. */
export const receiptLabel = label('BC');
/** "CN-000007": a credit note's number, a series of its own. */
export const creditNoteLabel = label('CN');

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
  locale: Locale;
}

const gstNotes = (locale: Locale) => [
  translate(locale, 'receipt.reverseCharge'),
  translate(locale, 'receipt.computerGenerated'),
];

/**
 * One A4 page: the receipt of a sale, in its buyer's language. With the seller's GST registration
 * at the sale it is a tax invoice: list price, coupon or discount, SAC, place of supply and the
 * tax split. Receipts issued before invoices (no `invoice`) print the amount and, with a tax id and
 * rate, the tax it included.
 */
export function renderReceiptPdf(receipt: Receipt, locale: Locale = 'en'): Promise<Buffer> {
  const t = translate.bind(null, locale);
  const date = (d: Date) => formatDate(locale, d);
  const { invoice, seller, amountPaise } = receipt;
  const gst = invoice?.gst ?? null;
  const title = receipt.courseTitle;
  const lines = [
    {
      text: gst
        ? t('receipt.onlineCourseSac', { title, sac: gst.sac })
        : t('receipt.onlineCourse', { title }),
      paise: invoice?.listPricePaise ?? amountPaise,
    },
  ];
  if (invoice?.savingPaise)
    lines.push({
      text: invoice.couponCode
        ? t('receipt.coupon', { code: invoice.couponCode })
        : t('receipt.discount'),
      paise: -invoice.savingPaise,
    });
  const notes = receipt.paymentId ? [t('receipt.paymentReference', { id: receipt.paymentId })] : [];
  const legacyTax = !gst && seller.taxId && seller.taxRatePercent;
  if (legacyTax)
    lines.push({
      text: t('receipt.taxIncluded', { rate: seller.taxRatePercent! }),
      paise: includedTax(amountPaise, seller.taxRatePercent!),
    });
  return renderTaxDocument({
    title: t('receipt.title', {
      document: gst ? 'invoice' : 'receipt',
      label: receiptLabel(receipt.number),
    }),
    facts: [
      t('receipt.issued', { date: date(receipt.issuedAt) }),
      ...(gst ? [t('receipt.placeOfSupply', { place: gstStateLabel(gst.placeOfSupply) })] : []),
    ],
    seller,
    buyer: {
      name: receipt.buyerName,
      email: receipt.buyerEmail,
      state: invoice?.buyerState ? gstStateLabel(invoice.buyerState) : null,
    },
    currency: receipt.currency,
    lines,
    total: {
      text: gst ? t('receipt.totalPaidTaxIncluded') : t('receipt.totalPaid'),
      paise: amountPaise,
    },
    gst,
    notes: [...notes, ...(gst ? gstNotes(locale) : []), t('receipt.thanks')],
    locale,
  });
}

/** One A4 page: the credit note of a refund, naming the tax invoice it reverses. */
export function renderCreditNotePdf(
  note: CreditNote,
  receipt: Receipt,
  locale: Locale = 'en',
): Promise<Buffer> {
  const t = translate.bind(null, locale);
  const date = (d: Date) => formatDate(locale, d);
  const { gst } = note;
  const title = receipt.courseTitle;
  return renderTaxDocument({
    title: t('creditNote.title', { label: creditNoteLabel(note.number) }),
    facts: [
      t('receipt.issued', { date: date(note.issuedAt) }),
      t('creditNote.against', {
        document: isTaxInvoice(receipt) ? 'invoice' : 'receipt',
        label: receiptLabel(receipt.number),
        date: date(receipt.issuedAt),
      }),
      ...(gst ? [t('receipt.placeOfSupply', { place: gstStateLabel(gst.placeOfSupply) })] : []),
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
        text: gst
          ? t('creditNote.lineSac', { title, sac: gst.sac })
          : t('creditNote.line', { title }),
        paise: note.amountPaise,
      },
    ],
    total: {
      text: gst ? t('creditNote.totalCreditedTaxIncluded') : t('creditNote.totalRefunded'),
      paise: note.amountPaise,
    },
    gst,
    notes: [
      ...(note.refundId ? [t('creditNote.refundReference', { id: note.refundId })] : []),
      ...(gst ? gstNotes(locale) : []),
    ],
    locale,
  });
}

function renderTaxDocument(page: TaxDocument): Promise<Buffer> {
  const { seller, currency, locale } = page;
  const t = translate.bind(null, locale);
  return renderPdf(
    { size: 'A4', margin: 56, info: { Title: page.title, Author: seller.name } },
    (doc) => {
      const { brand, ink, muted } = PDF_COLOURS;
      const width = doc.page.width - 112;
      /** DejaVu draws English; other languages go in runs of their scripts' fonts. */
      const say = (
        text: string,
        bold = false,
        at?: { x: number; y: number },
        options: PDFKit.Mixins.TextOptions = {},
      ) => {
        if (locale !== 'en') return textInScripts(doc, text, bold, at, options);
        doc.font(bold ? PDF_FONTS.bold : PDF_FONTS.regular);
        if (at) doc.text(text, at.x, at.y, options);
        else doc.text(text, options);
      };
      doc.fontSize(20).fillColor(brand);
      say(seller.name, true);
      doc.fontSize(10).fillColor(muted);
      for (const line of seller.address) say(line);
      if (seller.taxId)
        say(t(page.gst ? 'document.gstin' : 'document.taxId', { id: seller.taxId }));
      if (page.gst && seller.state)
        say(t('document.state', { state: gstStateLabel(seller.state) }));
      doc.moveDown(2);
      doc.fontSize(16).fillColor(ink);
      say(page.title, true);
      doc.fontSize(10).fillColor(muted);
      for (const fact of page.facts) say(fact);
      doc.moveDown(1.5);
      doc.fillColor(ink);
      say(t('document.billedTo'), true);
      say(page.buyer.name);
      say(page.buyer.email);
      if (page.buyer.state) say(t('document.state', { state: page.buyer.state }));
      doc.moveDown(1.5);
      const row = (left: string, paise: number | string, bold = false) => {
        const y = doc.y;
        doc.fontSize(11).fillColor(ink);
        say(left, bold, { x: 56, y }, { width: width - 140 });
        const after = doc.y;
        const right = { x: 56 + width - 130, y };
        const column = { width: 130, align: 'right' } as const;
        if (typeof paise === 'string') say(paise, bold, right, column);
        else {
          // Amounts are Latin digits and ₹ in both languages, which DejaVu has: one run, aligned.
          doc.font(bold ? PDF_FONTS.bold : PDF_FONTS.regular);
          doc.text(formatMoney(locale, paise, currency), right.x, right.y, column);
        }
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
      row(t('document.description'), t('document.amount'), true);
      rule();
      for (const line of page.lines) row(line.text, line.paise);
      rule();
      row(page.total.text, page.total.paise, true);
      if (page.gst) {
        row(t('document.taxableValue'), page.gst.taxablePaise);
        for (const tax of page.gst.taxes)
          row(t('document.taxAt', { tax: tax.name, rate: tax.ratePercent }), tax.paise);
      }
      doc.moveDown(1);
      doc.fontSize(9).fillColor(muted);
      for (const note of page.notes) say(note);
      if (seller.demo) say(t('document.demoSeller'));
    },
  );
}
