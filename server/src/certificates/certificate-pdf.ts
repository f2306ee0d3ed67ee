import { PDF_COLOURS, PDF_FONTS, renderPdf } from '../common/pdf';
import type { Certificate } from './certificate.entity';

const { regular: REGULAR, bold: BOLD, serifBold: SERIF_BOLD } = PDF_FONTS;
const { brand: BRAND, ink: INK, muted: MUTED } = PDF_COLOURS;
const SITE_NAME = 'BrandCraft';

/** "12 March 2026": the completion date as the site shows dates, in UTC like everything stored. */
export const certificateDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/**
 * One A4 landscape page: site name, title, learner, course, educator, date, id and where to verify
 * it. Characters the font lacks print as its empty box instead of failing.
 */
export function renderCertificatePdf(certificate: Certificate, verifyUrl: string): Promise<Buffer> {
  return renderPdf(
    {
      size: 'A4',
      layout: 'landscape',
      margin: 0,
      info: {
        Title: `Certificate of Completion: ${certificate.courseTitle}`,
        Author: SITE_NAME,
        Subject: `${certificate.learnerName} completed ${certificate.courseTitle}`,
      },
    },
    (doc) => {
      const { width, height } = doc.page;
      doc
        .lineWidth(3)
        .strokeColor(BRAND)
        .rect(24, 24, width - 48, height - 48)
        .stroke();
      doc
        .lineWidth(0.75)
        .rect(34, 34, width - 68, height - 68)
        .stroke();

      const x = 80;
      const textWidth = width - 2 * x;
      const footerTop = height - 96;
      const lines: [text: string, font: string, size: number, color: string, gapAfter: number][] = [
        [SITE_NAME.toUpperCase(), BOLD, 16, BRAND, 0.6],
        ['Certificate of Completion', SERIF_BOLD, 34, INK, 0.8],
        ['This certifies that', REGULAR, 13, MUTED, 0.4],
        [certificate.learnerName, BOLD, 28, INK, 0.5],
        ['has completed the course', REGULAR, 13, MUTED, 0.4],
        [certificate.courseTitle, BOLD, 20, BRAND, 0.6],
        [`taught by ${certificate.educatorName}`, REGULAR, 13, INK, 0.3],
        [`Completed on ${certificateDate(certificate.completedAt)}`, REGULAR, 13, INK, 0],
      ];
      // Measured first, so the block sits in the middle however long the name and title are.
      const heights = lines.map(([text, font, size, , gapAfter]) => {
        doc.font(font).fontSize(size);
        return (
          doc.heightOfString(text, { width: textWidth }) + gapAfter * doc.currentLineHeight(true)
        );
      });
      const blockHeight = heights.reduce((sum, h) => sum + h, 0);
      doc.y = Math.max(56, (footerTop - blockHeight) / 2 + 12);
      for (const [text, font, size, color, gapAfter] of lines) {
        doc.font(font).fontSize(size).fillColor(color);
        doc.text(text, x, doc.y, { width: textWidth, align: 'center' });
        doc.moveDown(gapAfter);
      }

      doc.font(REGULAR).fontSize(9).fillColor(MUTED);
      doc.text(`Certificate ID: ${certificate.id}`, x, footerTop, {
        width: textWidth,
        align: 'center',
      });
      doc.text(`Verify at ${verifyUrl}`, x, doc.y + 2, {
        width: textWidth,
        align: 'center',
        link: verifyUrl,
      });
    },
  );
}
