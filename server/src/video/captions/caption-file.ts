/**
 * Caption files as an educator uploads them: WebVTT checked as it is, SubRip (.srt) converted to
 * WebVTT. Small on purpose: cue timings, their order and the video's length are what a player
 * trips on; styling and regions pass through untouched. Every problem names its line.
 */

export const MAX_CAPTION_BYTES = 1024 * 1024;

export interface Cue {
  /** The line of its timing, in the file as uploaded. */
  line: number;
  start: number;
  end: number;
  text: string[];
}

export interface CaptionFile {
  vtt: string;
  /** The cues' words alone, for course search. */
  plainText: string;
  cues: Cue[];
}

export class CaptionFileError extends Error {}

const fail = (line: number, message: string): never => {
  throw new CaptionFileError(`Line ${line}: ${message}`);
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
  if (start === null || end === null) fail(line, "this cue's time is not valid.");
  if (end! <= start!) fail(line, 'this cue ends before it starts.');
  return { start: start!, end: end! };
}

/** Blocks of lines separated by blank lines, each line with its number from 1. */
function blocks(text: string): { line: number; text: string }[][] {
  const result: { line: number; text: string }[][] = [];
  let current: { line: number; text: string }[] = [];
  text.split('\n').forEach((content, i) => {
    if (content.trim() === '') {
      if (current.length) result.push(current);
      current = [];
    } else current.push({ line: i + 1, text: content });
  });
  if (current.length) result.push(current);
  return result;
}

/** Line endings as LF, without a byte-order mark; refuses what is not UTF-8 text. */
function normalised(bytes: Buffer): string {
  if (bytes.length === 0) throw new CaptionFileError('The caption file is empty.');
  if (bytes.length > MAX_CAPTION_BYTES)
    throw new CaptionFileError(
      `The caption file is larger than ${MAX_CAPTION_BYTES / 1024 / 1024} MB.`,
    );
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CaptionFileError('The caption file is not UTF-8 text.');
  }
  if (text.includes('\0')) throw new CaptionFileError('The caption file is not UTF-8 text.');
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

function parseVtt(text: string): Cue[] {
  const [header, ...rest] = blocks(text);
  if (!header || !/^WEBVTT(?:[ \t].*)?$/.test(header[0].text) || header[0].line !== 1)
    fail(1, 'a WebVTT file starts with the line WEBVTT.');
  const cues: Cue[] = [];
  for (const block of rest) {
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(block[0].text)) continue;
    const at = block[0].text.includes('-->') ? 0 : 1;
    if (!block[at]?.text.includes('-->'))
      fail(block[0].line, 'this cue has no time line (start --> end).');
    const { line, text: raw } = block[at];
    const text = block.slice(at + 1).map((l) => l.text);
    const arrow = block.slice(at + 1).find((l) => l.text.includes('-->'));
    if (arrow) fail(arrow.line, 'caption text cannot contain "-->"; is a blank line missing?');
    cues.push({ line, ...timing(raw, line, VTT_TIME), text });
  }
  return cues;
}

function parseSrt(text: string): Cue[] {
  return blocks(text).map((block) => {
    const at = /^\d+$/.test(block[0].text.trim()) ? 1 : 0;
    if (!block[at]?.text.includes('-->'))
      fail(block[at]?.line ?? block[0].line, 'this cue has no time line (start --> end).');
    const { line, text: raw } = block[at];
    const arrow = block.slice(at + 1).find((l) => l.text.includes('-->'));
    if (arrow) fail(arrow.line, 'caption text cannot contain "-->"; is a blank line missing?');
    return { line, ...timing(raw, line, SRT_TIME), text: block.slice(at + 1).map((l) => l.text) };
  });
}

/** What every file must hold, whatever its format: cues, in time order, within the video. */
function checkCues(cues: Cue[], durationSeconds: number | null) {
  if (cues.length === 0) throw new CaptionFileError('The caption file has no captions in it.');
  cues.forEach((cue, i) => {
    if (i > 0 && cue.start < cues[i - 1].start)
      fail(cue.line, 'this cue starts before the one above it; cues must be in time order.');
    // A second of slack: captions are often timed against the source, not the transcode.
    if (durationSeconds !== null && cue.end > durationSeconds + 1)
      fail(
        cue.line,
        `this cue ends at ${vttTime(cue.end)}, after the end of the video (${vttTime(durationSeconds)}).`,
      );
  });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: ' ', quot: '"' };

/** The words of the cues: tags (<i>, <v Speaker>, timestamps) and entities gone. */
function plainTextOf(cues: Cue[]): string {
  return cues
    .map((cue) =>
      cue.text
        .join(' ')
        .replace(/<[^>]*>/g, '')
        .replace(/&(amp|lt|gt|nbsp|quot);/g, (_, name: string) => ENTITIES[name]),
    )
    .join('\n')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

function vttOf(cues: Cue[]): string {
  const body = cues.map((c) => `${vttTime(c.start)} --> ${vttTime(c.end)}\n${c.text.join('\n')}`);
  return `WEBVTT\n\n${body.join('\n\n')}\n`;
}

/**
 * A caption file checked (and converted, for `.srt`): `format` from the file's name. Throws
 * CaptionFileError with a message an educator can act on.
 */
export function readCaptionFile(
  bytes: Buffer,
  format: 'vtt' | 'srt',
  durationSeconds: number | null,
): CaptionFile {
  const text = normalised(bytes);
  const cues = format === 'vtt' ? parseVtt(text) : parseSrt(text);
  checkCues(cues, durationSeconds);
  return {
    vtt: format === 'vtt' ? text.trimEnd() + '\n' : vttOf(cues),
    plainText: plainTextOf(cues),
    cues,
  };
}

/** The format a file name says, or null for anything else. */
export function captionFormat(filename: string): 'vtt' | 'srt' | null {
  const ext = /\.([a-z]+)$/i.exec(filename)?.[1]?.toLowerCase();
  return ext === 'vtt' || ext === 'srt' ? ext : null;
}
