import { rungsFor } from './ladder';
import { refusal, type ProbedMedia } from './probe';

const media = (overrides: Partial<ProbedMedia>): ProbedMedia => ({
  durationSeconds: 60,
  height: 720,
  hasVideo: true,
  hasAudio: true,
  ...overrides,
});

describe('the ladder', () => {
  const names = (m: ProbedMedia) => rungsFor(m).map((r) => r.name);

  it('never upscales, and gives every video at least 240p', () => {
    expect(names(media({ height: 2160 }))).toEqual(['240p', '360p', '720p', '1080p']);
    expect(names(media({ height: 1080 }))).toEqual(['240p', '360p', '720p', '1080p']);
    expect(names(media({ height: 1079 }))).toEqual(['240p', '360p', '720p']);
    expect(names(media({ height: 480 }))).toEqual(['240p', '360p']);
    expect(names(media({ height: 144 }))).toEqual(['240p']);
  });

  it('has no video rungs for a source without video', () => {
    expect(names(media({ hasVideo: false, height: 0 }))).toEqual([]);
  });
});

describe('what ffprobe must read for an upload to be accepted', () => {
  it('refuses with reasons an educator can act on', () => {
    expect(refusal(null, 14_400)).toBe('This file is not a video we can read.');
    expect(refusal(media({ durationSeconds: 0 }), 14_400)).toBe('The video is 0 seconds long.');
    expect(refusal(media({ hasVideo: false, hasAudio: false }), 14_400)).toBe(
      'This file is not a video we can read.',
    );
    expect(refusal(media({ durationSeconds: 14_400.5 }), 14_400)).toBe(
      'The video is longer than the 4-hour limit.',
    );
    expect(refusal(media({ durationSeconds: 91 }), 90)).toBe(
      'The video is longer than the 90-second limit.',
    );
    expect(refusal(media({ durationSeconds: 1801 }), 1800)).toBe(
      'The video is longer than the 30-minute limit.',
    );
  });

  it('accepts a video up to the limit, and audio alone', () => {
    expect(refusal(media({ durationSeconds: 14_400 }), 14_400)).toBeNull();
    expect(refusal(media({ hasVideo: false, height: 0 }), 14_400)).toBeNull();
  });
});
