import { create as createQrCode } from 'qrcode';
import { formatMinutes } from '../../../shared/duration';
import { PDF_COLOURS, PDF_FONTS, renderPdf } from '../common/pdf';
import { drawFitted, fittedHeight, type FitOptions } from '../common/pdf-fit';
import { formatDate, translate, type Locale } from '../common/i18n/translate';
import { SITE_NAME } from '../common/site-name';
import type { Certificate } from './certificate.entity';

const { regular: REGULAR, bold: BOLD, serifBold: SERIF_BOLD } = PDF_FONTS;
const { brand: BRAND, ink: INK, muted: MUTED } = PDF_COLOURS;
/** The logo's accent dot (client/src/assets/logo.svg). */
const ACCENT = '#ff8a3d';

/** The site's logo (client/src/assets/logo.svg, drawn as vectors) centred on `centreX`. */
function drawLogo(doc: PDFKit.PDFDocument, centreX: number, top: number) {
  const scale = 0.7;
  doc.font(BOLD).fontSize(17);
  const [brand, craft] = [SITE_NAME.slice(0, 5), SITE_NAME.slice(5)];
  const width = 50 * scale + doc.widthOfString(SITE_NAME);
  const left = centreX - width / 2;
  doc.save().translate(left, top).scale(scale);
  doc.roundedRect(2, 4, 40, 40, 10).fill(BRAND);
  doc
    .path(
      'M14 12h9c4.4 0 7 2.3 7 5.7 0 2.1-1.1 3.7-3 4.4 2.5.6 4 2.5 4 5 0 3.8-2.9 6.4-7.6 6.4H14z',
    )
    .lineWidth(3.2)
    .lineJoin('round')
    .stroke('#ffffff');
  doc.circle(35, 12, 3.2).fill(ACCENT);
  doc.restore();
  const textX = left + 50 * scale;
  const baseline = top + 23 * scale + 8;
  doc.fillColor('#2a1a66').text(brand, textX, baseline, { lineBreak: false, baseline: 'middle' });
  doc.fillColor(BRAND).text(craft, textX + doc.widthOfString(brand), baseline, {
    lineBreak: false,
    baseline: 'middle',
  });
}

/** The verification URL as a QR code of filled squares, `size` points wide, its quiet zone included. */
function drawQrCode(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number) {
  const { modules } = createQrCode(url, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 8);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++)
      if (modules.get(row, column))
        doc.rect(x + (column + 4) * cell, y + (row + 4) * cell, cell, cell);
  doc.fill(INK);
}

/**
 * One A4 landscape page: logo, title, learner, course, its length and the date; the educator's
 * name on a signature line; the id, the verification link and its QR code. The name, title and
 * educator are drawn in the fonts of their scripts, shrunk to fit rather than broken mid-word.
 */
export function renderCertificatePdf(
  certificate: Certificate,
  verifyUrl: string,
  locale: Locale = 'en',
): Promise<Buffer> {
  const t = translate.bind(null, locale);
  const { courseTitle: courseName, learnerName: learner } = certificate;
  return renderPdf(
    {
      size: 'A4',
      layout: 'landscape',
      margin: 0,
      info: {
        Title: t('certificate.pdfTitle', { title: courseName }),
        Author: SITE_NAME,
        Subject: t('certificate.pdfSubject', { learner, title: courseName }),
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
      drawLogo(doc, width / 2, 56);

      const x = 80;
      const textWidth = width - 2 * x;
      const box = { x, width: textWidth };
      const name: FitOptions = { ...box, bold: true, size: 30, minSize: 16, color: INK };
      const title: FitOptions = { ...box, bold: true, size: 21, minSize: 13, color: BRAND };
      const date = formatDate(locale, certificate.completedAt);
      const length =
        certificate.courseMinutes !== null
          ? t('certificate.lengthAndDate', {
              length: formatMinutes(certificate.courseMinutes),
              date,
            })
          : t('certificate.completedOn', { date });
      // DejaVu has no Devanagari: other languages are drawn in runs of their scripts' fonts.
      const plain = (text: string, font: string, size: number, color: string) =>
        locale === 'en'
          ? latin(text, font, size, color)
          : fitted(text, { ...box, bold: font !== REGULAR, size, minSize: size * 0.6, color });
      const latin = (text: string, font: string, size: number, color: string) => ({
        height: (doc.font(font).fontSize(size), doc.heightOfString(text, { width: textWidth })),
        draw: (y: number) => {
          doc.font(font).fontSize(size).fillColor(color);
          doc.text(text, x, y, { width: textWidth, align: 'center' });
          return doc.y;
        },
      });
      const fitted = (text: string, options: FitOptions) => ({
        height: fittedHeight(doc, text, options),
        draw: (y: number) => drawFitted(doc, text, y, options),
      });
      const blocks: [block: { height: number; draw: (y: number) => number }, gapAfter: number][] = [
        [plain(t('certificate.title'), SERIF_BOLD, 34, INK), 14],
        [plain(t('certificate.certifies'), REGULAR, 13, MUTED), 4],
        [fitted(certificate.learnerName, name), 4],
        [plain(t('certificate.completedCourse'), REGULAR, 13, MUTED), 6],
        [fitted(certificate.courseTitle, title), 6],
        [plain(length, REGULAR, 13, INK), 0],
      ];
      // Measured first, so the block sits in the middle of what the logo and footer leave.
      const [top, bottom] = [96, height - 210];
      const total = blocks.reduce((sum, [block, gap]) => sum + block.height + gap, 0);
      let y = Math.max(top, top + (bottom - top - total) / 2);
      for (const [block, gap] of blocks) y = block.draw(y) + gap;

      // The educator's name over a signature line, bottom left.
      const signature = { x: 90, width: 230 };
      const lineY = height - 118;
      drawFitted(doc, certificate.educatorName, lineY - 30, {
        ...signature,
        size: 16,
        minSize: 10,
        color: INK,
      });
      doc
        .moveTo(signature.x, lineY)
        .lineTo(signature.x + signature.width, lineY)
        .lineWidth(0.75)
        .stroke(MUTED);
      const small = (text: string, y: number, at: { x: number; width: number }, size: number) => {
        if (locale !== 'en')
          return drawFitted(doc, text, y, { ...at, size, minSize: 6, color: MUTED });
        doc.font(REGULAR).fontSize(size).fillColor(MUTED);
        doc.text(text, at.x, y, { width: at.width, align: 'center' });
        return doc.y;
      };
      small(t('certificate.educator'), lineY + 6, signature, 10);

      // The QR code of the verification link, bottom right.
      const qrSize = 92;
      const qrX = width - 90 - qrSize;
      drawQrCode(doc, verifyUrl, qrX, height - 212, qrSize);
      small(t('certificate.scanToVerify'), height - 116, { x: qrX, width: qrSize }, 9);

      const below = small(t('certificate.id', { id: certificate.id }), height - 84, box, 9);
      if (locale === 'en')
        doc.text(t('certificate.verifyAt', { url: verifyUrl }), x, doc.y + 2, {
          width: textWidth,
          align: 'center',
          link: verifyUrl,
        });
      else {
        const y = below + 2;
        drawFitted(doc, t('certificate.verifyAt', { url: verifyUrl }), y, {
          ...box,
          size: 9,
          minSize: 6,
          color: MUTED,
        });
        doc.link(x, y, textWidth, 14, verifyUrl);
      }
    },
  );
}
