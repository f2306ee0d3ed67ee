/**
 * The cues of a WebVTT file, for the transcript. A `<track>`'s own cues load only while that track
 * is showing or hidden and only in a real browser, yet the transcript lists a language whether or
 * not its captions are on; reading the file ourselves is simpler and the same everywhere. The
 * server checked (or converted) every caption file with the same reader, shared/webvtt.ts.
 */
import {
  CaptionSyntaxError,
  cueWords,
  normalisedText,
  parseWebVtt,
} from '../../../../../shared/webvtt';

export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** The cues with their words, in time order; none for a file that does not read. */
export function parseVtt(source: string): Cue[] {
  try {
    return parseWebVtt(normalisedText(source))
      .map((cue) => ({ start: cue.start, end: cue.end, text: cueWords(cue) }))
      .filter((cue) => cue.text)
      .sort((a, b) => a.start - b.start);
  } catch (error) {
    if (error instanceof CaptionSyntaxError) return [];
    throw error;
  }
}

/** The index of the cue playing at `time`: the last one started and not yet ended, else -1. */
export function cueAt(cues: readonly Cue[], time: number): number {
  for (let i = cues.length - 1; i >= 0; i--)
    if (cues[i].start <= time) return time < cues[i].end ? i : -1;
  return -1;
}
