/**
 * The cues of a WebVTT file, for the transcript. A `<track>`'s own cues load only while that track
 * is showing or hidden and only in a real browser, yet the transcript lists a language whether or
 * not its captions are on; reading the file ourselves is simpler and the same everywhere. The
 * server writes or converts every caption file to plain WebVTT, so this reads only what it needs:
 * cue timings and their text (markup tags dropped), skipping NOTE, STYLE and REGION blocks.
 */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

const TIMING = /^((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})\s+-->\s+((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})/;

/** '01:02:03.500' or '02:03.500' as seconds. */
function seconds(stamp: string): number {
  const parts = stamp.replace(',', '.').split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': ' ',
  '&lrm;': '',
  '&rlm;': '',
};

function plain(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();
}

export function parseVtt(source: string): Cue[] {
  const blocks = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/);
  const cues: Cue[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    const at = lines.findIndex((line) => TIMING.test(line));
    if (at < 0 || /^(NOTE|STYLE|REGION)\b/.test(lines[0])) continue;
    const [, from, to] = TIMING.exec(lines[at]) ?? [];
    const text = plain(lines.slice(at + 1).join('\n'));
    if (text) cues.push({ start: seconds(from), end: seconds(to), text });
  }
  return cues.sort((a, b) => a.start - b.start);
}

/** The index of the cue playing at `time`: the last one started and not yet ended, else -1. */
export function cueAt(cues: readonly Cue[], time: number): number {
  for (let i = cues.length - 1; i >= 0; i--)
    if (cues[i].start <= time) return time < cues[i].end ? i : -1;
  return -1;
}
