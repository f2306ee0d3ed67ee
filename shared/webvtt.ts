/**
 * Reading caption cues, one way for the server (which checks and converts what an educator
 * uploads) and the player (whose transcript lists the cues of the file the server wrote). Strict on
 * purpose: cue timings are what a player trips on, so every problem names its line. Styling and
 * regions are skipped, cue settings after the times are allowed.
 */

export interface Cue {
  /** The line of its timing, counted from 1. */
  line: number;
  start: number;
  end: number;
  /** Its lines as written, markup included. */
  text: string[];
}

export class CaptionSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly problem: string,
  ) {
    super(`Line ${line}: ${problem}`);
  }
}

const fail = (line: number, problem: string): never => {
  throw new CaptionSyntaxError(line, problem);
};

// mm:ss.ttt or hh:mm:ss.ttt (WebVTT); SubRip writes a comma before the milliseconds.
const VTT_TIME = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const SRT_TIME = /^(\d{1,3}):([0-5]\d):([0-5]\d)[,.](\d{1,3})$/;

function seconds(text: string, pattern: RegExp): number | null {
  const m = pattern.exec(text.trim());
  if (!m) return null;
  const [, h, min, s, ms] = m;
  return Number(h ?? 0) * 3600 + Number(min) * 60 + Number(s) + Number(ms.padEnd(3, '0')) / 1000;
}

/** `hh:mm:ss.ttt`, as a WebVTT file writes a time. */
export function vttTime(total: number): string {
  const ms = Math.round(total * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(
    Math.floor(ms / 1000) % 60,
  )}.${pad(ms % 1000, 3)}`;
}

/** A timing line: both times, and WebVTT's cue settings after them (kept as they are). */
function timing(raw: string, line: number, pattern: RegExp): { start: number; end: number } {
  const [left, right] = raw.split('-->');
  const start = seconds(left, pattern);
  const end = seconds(right.trim().split(/\s+/)[0] ?? '', pattern);
  if (start === null || end === null) return fail(line, "this cue's time is not valid.");
  if (end <= start) fail(line, 'this cue ends before it starts.');
  return { start, end };
}

type Line = { line: number; text: string };

/** Blocks of lines separated by blank lines, each line with its number from 1. */
function blocks(text: string): Line[][] {
  const result: Line[][] = [];
  let current: Line[] = [];
  text.split('\n').forEach((content, i) => {
    if (content.trim() === '') {
      if (current.length) result.push(current);
      current = [];
    } else current.push({ line: i + 1, text: content });
  });
  if (current.length) result.push(current);
  return result;
}

/** Text with LF line endings and no byte-order mark, as the parsers expect it. */
export const normalisedText = (text: string) => text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');

/**
 * A cue block's timing line and text, `at` being the index of the timing line; a block without
 * one is reported at `missing` (its first line for WebVTT, whose cue ids are free text).
 */
function cueOf(block: Line[], at: number, pattern: RegExp, missing: number): Cue {
  if (!block[at]?.text.includes('-->')) fail(missing, 'this cue has no time line (start --> end).');
  const { line, text: raw } = block[at];
  const arrow = block.slice(at + 1).find((l) => l.text.includes('-->'));
  if (arrow) fail(arrow.line, 'caption text cannot contain "-->"; is a blank line missing?');
  return { line, ...timing(raw, line, pattern), text: block.slice(at + 1).map((l) => l.text) };
}

/** The cues of a WebVTT file (normalised text); NOTE, STYLE and REGION blocks skipped. */
export function parseWebVtt(text: string): Cue[] {
  const [header, ...rest] = blocks(text);
  if (!header || !/^WEBVTT(?:[ \t].*)?$/.test(header[0].text) || header[0].line !== 1)
    fail(1, 'a WebVTT file starts with the line WEBVTT.');
  return rest
    .filter((block) => !/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(block[0].text))
    .map((block) => cueOf(block, block[0].text.includes('-->') ? 0 : 1, VTT_TIME, block[0].line));
}

/** The cues of a SubRip file (normalised text). */
export function parseSubRip(text: string): Cue[] {
  return blocks(text).map((block) => {
    const at = /^\d+$/.test(block[0].text.trim()) ? 1 : 0;
    return cueOf(block, at, SRT_TIME, block[at]?.line ?? block[0].line);
  });
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  nbsp: ' ',
  quot: '"',
  lrm: '',
  rlm: '',
};

/** A cue's words: tags (<i>, <v Speaker>, timestamps) and entities gone, lines kept. */
export function cueWords(cue: Pick<Cue, 'text'>): string {
  return cue.text
    .join('\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|quot|lrm|rlm);/g, (_, name: string) => ENTITIES[name])
    .trim();
}
