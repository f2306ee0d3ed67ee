import { cueAt, parseVtt } from './vtt';

describe('parseVtt', () => {
  it('reads cue timings and text, dropping ids, notes, styles and markup', () => {
    const cues = parseVtt(
      [
        '\uFEFFWEBVTT - Lecture 1',
        '',
        'NOTE written by the educator',
        '',
        'STYLE',
        '::cue { color: yellow }',
        '',
        'intro',
        '00:00:01.000 --> 00:00:04.250 align:start',
        '<v Asha>Welcome &amp; <i>namaste</i></v>',
        '',
        '01:02.500 --> 01:05.000',
        'Two lines,',
        'one cue.',
        '',
        '01:00:00.000 --> 01:00:02.000',
        'An hour in.',
        '',
      ].join('\r\n'),
    );
    expect(cues).toEqual([
      { start: 1, end: 4.25, text: 'Welcome & namaste' },
      { start: 62.5, end: 65, text: 'Two lines,\none cue.' },
      { start: 3600, end: 3602, text: 'An hour in.' },
    ]);
  });

  it('reads nothing from a file with no cues, or one that is not WebVTT', () => {
    expect(parseVtt('WEBVTT\n\n')).toEqual([]);
    expect(parseVtt('<html>Not found</html>')).toEqual([]);
  });
});

describe('cueAt', () => {
  const cues = [
    { start: 0, end: 4, text: 'a' },
    { start: 4, end: 9, text: 'b' },
    { start: 12, end: 15, text: 'c' },
  ];
  it('finds the cue playing, and none in a gap', () => {
    expect(cueAt(cues, 0)).toBe(0);
    expect(cueAt(cues, 4)).toBe(1);
    expect(cueAt(cues, 10)).toBe(-1);
    expect(cueAt(cues, 14.9)).toBe(2);
    expect(cueAt(cues, 20)).toBe(-1);
  });
});
