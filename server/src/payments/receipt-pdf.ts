import { PDF_COLOURS, PDF_FONTS, renderPdf } from '../common/pdf';
import type { Receipt } from './receipt.entity';

/** "BC-000042": the number as printed and mailed. */
export const receiptLabel = (number: number) => `BC-${String(number).padStart(6, '0')}`;

export const money = (paise: number, currency: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(paise / 100);

/** The tax a tax-inclusive price contains at `ratePercent`, in paise. */
export const includedTax = (paise: number, ratePercent: number) =>
  Math.round((paise * ratePercent) / (100 + ratePercent));

const date = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(d);

/** One A4 page: seller, receipt number and date, buyer, the course and the amount paid. */
export function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  const label = receiptLabel(receipt.number);
  const { seller } = receipt;
  return renderPdf(
    { size: 'A4', margin: 56, info: { Title: `Receipt ${label}`, Author: seller.name } },
    (doc) => {
      const { brand, ink, muted } = PDF_COLOURS;
      const width = doc.page.width - 112;
      doc.font(PDF_FONTS.bold).fontSize(20).fillColor(brand).text(seller.name);
      doc.font(PDF_FONTS.regular).fontSize(10).fillColor(muted);
      for (const line of seller.address) doc.text(line);
      if (seller.taxId) doc.text(`Tax id: ${seller.taxId}`);
      doc.moveDown(2);
      doc.font(PDF_FONTS.bold).fontSize(16).fillColor(ink).text(`Receipt ${label}`);
      doc
        .font(PDF_FONTS.regular)
        .fontSize(10)
        .fillColor(muted)
        .text(`Issued ${date(receipt.issuedAt)}`);
      doc.moveDown(1.5);
      doc.fillColor(ink).font(PDF_FONTS.bold).text('Billed to');
      doc.font(PDF_FONTS.regular).text(receipt.buyerName).text(receipt.buyerEmail);
      doc.moveDown(1.5);
      const row = (left: string, right: string, bold = false) => {
        const y = doc.y;
        doc
          .font(bold ? PDF_FONTS.bold : PDF_FONTS.regular)
          .fontSize(11)
          .fillColor(ink);
        doc.text(left, 56, y, { width: width - 140 });
        const after = doc.y;
        doc.text(right, 56 + width - 130, y, { width: 130, align: 'right' });
        doc.y = Math.max(after, doc.y) + 6;
        doc.x = 56;
      };
      row('Description', 'Amount', true);
      doc
        .moveTo(56, doc.y)
        .lineTo(56 + width, doc.y)
        .strokeColor(muted)
        .lineWidth(0.5)
        .stroke();
      doc.y += 6;
      row(`Online course: ${receipt.courseTitle}`, money(receipt.amountPaise, receipt.currency));
      if (seller.taxId && seller.taxRatePercent)
        row(
          `Of which tax at ${seller.taxRatePercent}%`,
          money(includedTax(receipt.amountPaise, seller.taxRatePercent), receipt.currency),
        );
      doc
        .moveTo(56, doc.y)
        .lineTo(56 + width, doc.y)
        .strokeColor(muted)
        .lineWidth(0.5)
        .stroke();
      doc.y += 6;
      row('Total paid', money(receipt.amountPaise, receipt.currency), true);
      doc.moveDown(1);
      doc.font(PDF_FONTS.regular).fontSize(9).fillColor(muted);
      if (receipt.paymentId) doc.text(`Payment reference: ${receipt.paymentId}`);
      doc.text('Thank you for learning with us.');
    },
  );
}
