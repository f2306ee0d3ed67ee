import { textRuns, type TextRun } from './pdf-scripts';

export interface FitOptions {
  bold?: boolean;
  /** The size wanted; the text shrinks below it to fit one line, down to `minSize`. */
  size: number;
  minSize: number;
  color: string;
  /** Left edge and width of the box the lines are centred in. */
  x: number;
  width: number;
}

/** Line height as a share of the size: Devanagari's marks reach well above and below Latin. */
const LINE_HEIGHT = 1.4;

const runsWidth = (doc: PDFKit.PDFDocument, runs: TextRun[], size: number) =>
  runs.reduce((sum, run) => sum + doc.font(run.font).fontSize(size).widthOfString(run.text), 0);

/**
 * Lines of `text` at one size: the whole text on one line when it fits at `minSize` or more,
 * else wrapped between words at `minSize`, a word too long for a line alone shrunk to fit it.
 * Never broken inside a word.
 */
export function fitLines(doc: PDFKit.PDFDocument, text: string, options: FitOptions) {
  const { bold = false, size, minSize, width } = options;
  const measure = (line: string, at: number) => runsWidth(doc, textRuns(line, bold), at);
  const whole = measure(text, size);
  if (whole <= width) return { size, lines: [text] };
  const shrunk = (size * width) / whole;
  if (shrunk >= minSize) return { size: shrunk, lines: [text] };
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && measure(`${last} ${word}`, minSize) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return { size: minSize, lines };
}

/** Height `fitLines` will take, for laying a page out before drawing it. */
export function fittedHeight(doc: PDFKit.PDFDocument, text: string, options: FitOptions) {
  const { size, lines } = fitLines(doc, text, options);
  return lines.length * size * LINE_HEIGHT;
}

/**
 * Draws `text` centred in the box from `y`, each line's runs in their own fonts on one baseline;
 * returns the y below it.
 */
export function drawFitted(
  doc: PDFKit.PDFDocument,
  text: string,
  y: number,
  options: FitOptions,
): number {
  const { size, lines } = fitLines(doc, text, options);
  let top = y;
  for (const line of lines) {
    const runs = textRuns(line, options.bold ?? false);
    // A word alone on its line may still be too wide at minSize.
    const natural = runsWidth(doc, runs, size);
    const lineSize = natural > options.width ? (size * options.width) / natural : size;
    let x = options.x + (options.width - Math.min(natural, options.width)) / 2;
    const baseline = top + lineSize * 1.05;
    for (const run of runs) {
      doc.font(run.font).fontSize(lineSize).fillColor(options.color);
      doc.text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
      x += doc.widthOfString(run.text);
    }
    top += size * LINE_HEIGHT;
  }
  return top;
}

/**
 * `text` flowing as `doc.text` lays it out (wrapped in `options.width`), each run in a font that
 * has its characters: for paragraphs in Devanagari, where DejaVu has no glyph. `at` places the
 * first line; without it the text continues below what was drawn last.
 */
export function textInScripts(
  doc: PDFKit.PDFDocument,
  text: string,
  bold: boolean,
  at?: { x: number; y: number },
  options: PDFKit.Mixins.TextOptions = {},
): void {
  const runs = textRuns(text, bold);
  runs.forEach((run, i) => {
    const each = { ...options, continued: i < runs.length - 1 };
    doc.font(run.font);
    if (i === 0 && at) doc.text(run.text, at.x, at.y, each);
    else doc.text(run.text, each);
  });
}
