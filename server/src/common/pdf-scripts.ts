import * as fs from 'node:fs';
import * as path from 'node:path';
import { PDF_FONTS } from './pdf';

/*
 * DejaVu has no Devanagari, Arabic or emoji. Names in them are drawn in runs, each in a font that
 * has the run's characters: the Noto fonts of the @fontsource packages, whose CSS says which
 * characters each file holds (the emoji font is split into a dozen files). fontkit, inside pdfkit,
 * shapes Devanagari conjuncts and Arabic joining and lays Arabic out right to left.
 */

type Range = [from: number, to: number];
interface FontFile {
  file: string;
  ranges: Range[];
}

const filesOf = (pkg: string) =>
  path.join(path.dirname(require.resolve(`@fontsource/${pkg}/package.json`)), 'files');

/** The @font-face rules of a fontsource CSS file: each .woff file with its unicode-range. */
function fontFaces(pkg: string, css: string): FontFile[] {
  const root = path.dirname(require.resolve(`@fontsource/${pkg}/package.json`));
  const text = fs.readFileSync(path.join(root, css), 'utf8');
  return [
    ...text.matchAll(
      /url\(\.\/files\/([^)]+\.woff)\) format\('woff'\);\s*unicode-range: ([^;]+);/g,
    ),
  ].map(([, file, ranges]) => ({
    file: path.join(filesOf(pkg), file),
    ranges: ranges.split(',').map((range) => {
      const [from, to = from] = range.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from, 16), parseInt(to, 16)] as Range;
    }),
  }));
}

const covers = (font: FontFile, codePoint: number) =>
  font.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

/** The face of `pkg` whose file name holds `subset` and `weight`. */
function face(pkg: string, subset: string, weight: 400 | 700): FontFile {
  const found = fontFaces(pkg, `${weight}.css`).find((f) =>
    f.file.includes(`-${subset}-${weight}-`),
  );
  if (!found) throw new Error(`@fontsource/${pkg} has no ${subset} ${weight} font`);
  return found;
}

let loaded: ReturnType<typeof load> | undefined;
/** Read once, on the first certificate drawn. */
function load() {
  return {
    devanagari: {
      400: face('noto-sans-devanagari', 'devanagari', 400),
      700: face('noto-sans-devanagari', 'devanagari', 700),
    },
    arabic: {
      400: face('noto-sans-arabic', 'arabic', 400),
      700: face('noto-sans-arabic', 'arabic', 700),
    },
    emoji: fontFaces('noto-emoji', '400.css'),
  };
}
const fonts = () => (loaded ??= load());

const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u20e3/u;
const MARK_OR_JOINER = /\p{M}|\u200c|\u200d|[\ufe00-\ufe0f]/u;
/** Invisible characters that are better left out than drawn as a box. */
const IGNORABLE = /[\u200b-\u200f]|[\u2060-\u206f]|[\ufe00-\ufe0f]/u;
const ARABIC = /\p{Script_Extensions=Arabic}/u;
const STRONG = /\p{L}/u;

export interface TextRun {
  text: string;
  /** A font file pdfkit can load. */
  font: string;
}

/**
 * `text` as runs of one font each, in the order they are drawn left to right: a name whose first
 * letter is Arabic runs right to left, so its runs are reversed (each Arabic run is reversed by
 * the shaper itself). Anything no shipped font has falls to DejaVu.
 */
export function textRuns(text: string, bold: boolean): TextRun[] {
  const { devanagari, arabic, emoji } = fonts();
  const weight = bold ? 700 : 400;
  const latin = { file: bold ? PDF_FONTS.bold : PDF_FONTS.regular, ranges: [] as Range[] };
  const runs: { text: string; font: FontFile }[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    const current = runs[runs.length - 1];
    let font: FontFile | undefined;
    if (current && MARK_OR_JOINER.test(character)) {
      if (current.font === latin || covers(current.font, codePoint)) font = current.font;
      else if (IGNORABLE.test(character)) continue;
    }
    font ??=
      [devanagari[weight], arabic[weight]].find((f) => covers(f, codePoint)) ??
      (EMOJI.test(character) && codePoint > 0xff
        ? emoji.find((f) => covers(f, codePoint))
        : undefined) ??
      (current &&
      current.font !== latin &&
      !STRONG.test(character) &&
      covers(current.font, codePoint)
        ? current.font
        : latin);
    if (current?.font === font) current.text += character;
    else runs.push({ text: character, font });
  }
  const firstStrong = [...text].find((c) => STRONG.test(c));
  if (firstStrong && ARABIC.test(firstStrong)) runs.reverse();
  return runs.map((run) => ({ text: run.text, font: run.font.file }));
}
