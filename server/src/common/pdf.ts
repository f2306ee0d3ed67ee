import * as path from 'node:path';
import PDFDocument from 'pdfkit';

/** DejaVu covers Latin, Greek and Cyrillic; it ships in an npm package, so nothing is fetched. */
const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
export const PDF_FONTS = {
  regular: path.join(FONT_DIR, 'DejaVuSans.ttf'),
  bold: path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'),
  serifBold: path.join(FONT_DIR, 'DejaVuSerif-Bold.ttf'),
};

/** The client theme's brand.600 and text colours. */
export const PDF_COLOURS = { brand: '#5b3cc4', ink: '#1f2937', muted: '#6b7280' };

/** A PDF drawn by `draw` on a pdfkit document made with `options`, as bytes. */
export function renderPdf(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({ font: PDF_FONTS.regular, ...options });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}
