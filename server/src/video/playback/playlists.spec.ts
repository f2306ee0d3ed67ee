import { isOwnFile, masterFor, variantFor } from './playlists';

const sign = (path: string) => `${path}?sig=1`;

describe('masterFor', () => {
  it('signs each variant of the video, its URI attributes too, and leaves other URIs alone', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="audio",URI="audio/index.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=426x240',
      '240p/index.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=64000,CODECS="mp4a.40.2"',
      'https://elsewhere.example/x.m3u8',
      '',
    ].join('\n');
    expect(masterFor(master, sign).split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="audio",URI="audio/index.m3u8?sig=1"',
      '#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=426x240',
      '240p/index.m3u8?sig=1',
      '#EXT-X-STREAM-INF:BANDWIDTH=64000,CODECS="mp4a.40.2"',
      'https://elsewhere.example/x.m3u8',
      '',
    ]);
  });
});

describe('variantFor', () => {
  it("puts the viewer's key URL on the key line and signs each segment under its rendition", () => {
    const variant = [
      '#EXTM3U',
      '#EXT-X-KEY:METHOD=AES-128,URI="key",IV=0x0123456789abcdef0123456789abcdef',
      '#EXTINF:4.000000,',
      'seg000.ts',
      '#EXT-X-ENDLIST',
    ].join('\n');
    const out = variantFor(variant, '240p', {
      key: 'https://site.test/api/videos/v/key?sig=k',
      segment: (path) => `https://bucket.test/${path}`,
    });
    expect(out.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-KEY:METHOD=AES-128,URI="https://site.test/api/videos/v/key?sig=k",IV=0x0123456789abcdef0123456789abcdef',
      '#EXTINF:4.000000,',
      'https://bucket.test/240p/seg000.ts',
      '#EXT-X-ENDLIST',
    ]);
  });
});

describe('isOwnFile', () => {
  it.each([
    ['seg000.ts', true],
    ['240p/index.m3u8', true],
    ['../other/key', false],
    ['/etc/passwd', false],
    ['.hidden', false],
    ['https://x.test/a.ts', false],
  ])('%s: %s', (uri, own) => expect(isOwnFile(uri)).toBe(own));
});
