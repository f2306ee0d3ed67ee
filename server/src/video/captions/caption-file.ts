/**
 * Caption files as an educator uploads them: WebVTT checked as it is, SubRip (.srt) converted to
 * WebVTT. Small on purpose: cue timings, their order and the video's length are what a player
 * trips on; styling and regions pass through untouched. Every problem names its line.
 */

import {
  CaptionSyntaxError,
  type Cue,
  cueWords,
  normalisedText,
  parseSubRip,
  parseWebVtt,
  vttTime,
} from '../../../../shared/webvtt';

export { vttTime };

export const MAX_CAPTION_BYTES = 1024 * 1024;

export interface CaptionFile {
  vtt: string;
  /** The cues' words alone, for course search. */
  plainText: string;
  cues: Cue[];
}

export class CaptionFileError extends Error {}

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
  return normalisedText(text);
}

/** What every file must hold, whatever its format: cues, in time order, within the video. */
function checkCues(cues: Cue[], durationSeconds: number | null) {
  if (cues.length === 0) throw new CaptionFileError('The caption file has no captions in it.');
  cues.forEach((cue, i) => {
    if (i > 0 && cue.start < cues[i - 1].start)
      throw new CaptionSyntaxError(
        cue.line,
        'this cue starts before the one above it; cues must be in time order.',
      );
    // A second of slack: captions are often timed against the source, not the transcode.
    if (durationSeconds !== null && cue.end > durationSeconds + 1)
      throw new CaptionSyntaxError(
        cue.line,
        `this cue ends at ${vttTime(cue.end)}, after the end of the video (${vttTime(durationSeconds)}).`,
      );
  });
}

/** The words of the cues, a line each. */
const plainTextOf = (cues: Cue[]) =>
  cues
    .map((cue) => cueWords(cue).replace(/\s+/g, ' '))
    .filter(Boolean)
    .join('\n');

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
  let cues: Cue[];
  try {
    cues = format === 'vtt' ? parseWebVtt(text) : parseSubRip(text);
    checkCues(cues, durationSeconds);
  } catch (error) {
    if (error instanceof CaptionSyntaxError) throw new CaptionFileError(error.message);
    throw error;
  }
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
