import { captionFormat, readCaptionFile, vttTime } from './caption-file';

const read = (text: string, format: 'vtt' | 'srt' = 'vtt', duration: number | null = null) =>
  readCaptionFile(Buffer.from(text), format, duration);

describe('readCaptionFile, WebVTT', () => {
  it('keeps a valid file, with its settings, notes and styles, and reads its words', () => {
    const file = read(
      'WEBVTT - lesson one\r\n\r\nNOTE made by hand\r\n\r\nintro\r\n00:01.000 --> 00:03.500 align:start\r\n<v Asha>Hello &amp; <i>welcome</i>\r\n\r\n00:00:04.000 --> 00:00:06.000\r\nSecond line\r\n',
    );
    expect(file.cues.map((c) => [c.start, c.end])).toEqual([
      [1, 3.5],
      [4, 6],
    ]);
    expect(file.plainText).toBe('Hello & welcome\nSecond line');
    expect(file.vtt).toContain('00:01.000 --> 00:03.500 align:start');
    expect(file.vtt).not.toContain('\r');
  });

  it.each([
    ['00:01.000 --> 00:03.500\nHi', 'Line 1: a WebVTT file starts with the line WEBVTT.'],
    ['WEBVTT\n\n00:01.000 --> 00:0x.500\nHi', "Line 3: this cue's time is not valid."],
    ['WEBVTT\n\n00:05.000 --> 00:03.000\nHi', 'Line 3: this cue ends before it starts.'],
    ['WEBVTT\n\nid\nHi there', 'Line 3: this cue has no time line (start --> end).'],
    [
      'WEBVTT\n\n00:05.000 --> 00:06.000\nB\n\n00:01.000 --> 00:02.000\nA',
      'Line 6: this cue starts before the one above it; cues must be in time order.',
    ],
    [
      'WEBVTT\n\n00:01.000 --> 00:02.000\nA\n00:03.000 --> 00:04.000\nB',
      'Line 5: caption text cannot contain "-->"; is a blank line missing?',
    ],
    ['WEBVTT\n\nNOTE nothing else', 'The caption file has no captions in it.'],
    ['', 'The caption file is empty.'],
  ])('refuses %j', (text, message) => {
    expect(() => read(text)).toThrow(message);
  });

  it('refuses a cue past the end of the video, with a second of slack', () => {
    expect(read('WEBVTT\n\n00:01.000 --> 00:10.900\nA', 'vtt', 10).cues).toHaveLength(1);
    expect(() => read('WEBVTT\n\n00:01.000 --> 00:11.500\nA', 'vtt', 10)).toThrow(
      'Line 3: this cue ends at 00:00:11.500, after the end of the video (00:00:10.000).',
    );
  });

  it('refuses a file that is not UTF-8 text, or too large', () => {
    expect(() => readCaptionFile(Buffer.from([0x57, 0xff, 0xfe, 0x00]), 'vtt', null)).toThrow(
      'not UTF-8 text',
    );
    expect(() => readCaptionFile(Buffer.alloc(1024 * 1024 + 1, 'a'), 'vtt', null)).toThrow(
      'larger than 1 MB',
    );
  });
});

describe('readCaptionFile, SubRip', () => {
  it('converts to WebVTT: numbers dropped, commas to dots, lines kept', () => {
    const file = read(
      '\uFEFF1\r\n00:00:01,000 --> 00:00:02,500\r\nनमस्ते\r\ntwo lines\r\n\r\n2\r\n00:00:03,000 --> 00:01:04,000\r\n<b>Bold</b>\r\n',
      'srt',
    );
    expect(file.vtt).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nनमस्ते\ntwo lines\n\n00:00:03.000 --> 00:01:04.000\n<b>Bold</b>\n',
    );
    expect(file.plainText).toBe('नमस्ते two lines\nBold');
    // The converted file is valid WebVTT itself.
    expect(read(file.vtt).cues).toHaveLength(2);
  });

  it('names the line of a broken time in the uploaded file', () => {
    expect(() => read('1\n00:00:01,000 --> 00:00:02,000\nA\n\n2\n00:00:3 --> 4\nB', 'srt')).toThrow(
      "Line 6: this cue's time is not valid.",
    );
    expect(() => read('1\nJust text\n', 'srt')).toThrow(
      'Line 2: this cue has no time line (start --> end).',
    );
  });
});

describe('captionFormat and vttTime', () => {
  it('reads the format from the name, and writes hours', () => {
    expect(captionFormat('Lesson.SRT')).toBe('srt');
    expect(captionFormat('a.vtt')).toBe('vtt');
    expect(captionFormat('a.txt')).toBeNull();
    expect(vttTime(3725.5)).toBe('01:02:05.500');
  });
});
