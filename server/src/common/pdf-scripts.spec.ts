import * as path from 'node:path';
import { PDF_FONTS } from './pdf';
import { textRuns } from './pdf-scripts';

const fontOf = (file: string) => path.basename(file).replace(/-normal\.woff$/, '');
const runs = (text: string, bold = true) =>
  textRuns(text, bold).map(({ text, font }) => [text, fontOf(font)]);

describe('textRuns', () => {
  it('keeps Latin text in DejaVu, as one run', () => {
    expect(textRuns('Zoë Šimić', true)).toEqual([{ text: 'Zoë Šimić', font: PDF_FONTS.bold }]);
  });

  it('draws Devanagari in Noto Sans Devanagari, its joiners and marks staying in the run', () => {
    expect(runs('Priya प्रिया')).toEqual([
      ['Priya ', 'DejaVuSans-Bold.ttf'],
      ['प्रिया', 'noto-sans-devanagari-devanagari-700'],
    ]);
  });

  it('lays a name that starts in Arabic out right to left, run by run', () => {
    expect(runs('محمد علي', false)).toEqual([
      ['علي', 'noto-sans-arabic-arabic-400'],
      [' ', 'DejaVuSans.ttf'],
      ['محمد', 'noto-sans-arabic-arabic-400'],
    ]);
  });

  it('finds each emoji in the Noto Emoji file that has it', () => {
    const drawn = runs('Sam 🚀❤️');
    expect(drawn[0]).toEqual(['Sam ', 'DejaVuSans-Bold.ttf']);
    expect(
      drawn
        .slice(1)
        .map(([text]) => text)
        .join(''),
    ).toMatch(/^🚀❤\ufe0f?$/u);
    for (const [, font] of drawn.slice(1)) expect(font).toMatch(/^noto-emoji-\d+-400$/);
  });

  it("leaves out an invisible selector the run's font lacks, rather than print a box", () => {
    expect(runs('प्रिया\ufe0f')).toEqual([['प्रिया', 'noto-sans-devanagari-devanagari-700']]);
  });
});
