import { canonicalYouTubeLink, youtubeId } from './youtube-link';

const ID = 'dQw4w9WgXcQ';

describe('youtubeId and canonicalYouTubeLink', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}`],
    [`http://www.youtube.com/watch?v=${ID}`],
    [`https://m.youtube.com/watch?v=${ID}`],
    [`https://music.youtube.com/watch?v=${ID}&feature=share`],
    [`https://www.youtube.com/watch?feature=shared&v=${ID}&t=42s`],
    [`https://www.youtube.com/watch?list=PL123&index=2&v=${ID}`],
    [`www.youtube.com/watch?v=${ID}`],
    [`HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=abc&t=10`],
    [`youtu.be/${ID}`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube.com/embed/${ID}?start=30`],
    [`https://youtube.com/shorts/${ID}`],
    [`https://www.youtube.com/live/${ID}`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`https://youtube-nocookie.com/embed/${ID}?rel=0`],
    [ID],
    [`  ${ID}  `],
  ])('reads %s as the video, stored as https://youtu.be/ID', (link) => {
    expect(youtubeId(link)).toBe(ID);
    expect(canonicalYouTubeLink(link)).toBe(`https://youtu.be/${ID}`);
  });

  it('keeps ids with - and _ as they are', () => {
    expect(canonicalYouTubeLink('a_b-C1d2E3f')).toBe('https://youtu.be/a_b-C1d2E3f');
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['null', null],
    ['undefined', undefined],
    ['10-character id', 'dQw4w9WgXc'],
    ['12-character id', 'dQw4w9WgXcQQ'],
    ['id with a bad character', 'dQw4w9WgX!Q'],
    ['wrong host', `https://vimeo.com/watch?v=${ID}`],
    ['any other web address', 'https://x.io'],
    ['lookalike host', `https://youtube.com.evil.example/watch?v=${ID}`],
    ['host suffix trick', `https://notyoutube.com/watch?v=${ID}`],
    ['youtu.be lookalike', `https://youtu.be.evil.example/${ID}`],
    ['javascript: URL', `javascript:alert('${ID}')`],
    ['javascript: URL with a path', `javascript://www.youtube.com/watch?v=${ID}`],
    ['data: URL', `data:text/html,${ID}`],
    ['ftp: URL', `ftp://www.youtube.com/watch?v=${ID}`],
    ['watch without v', 'https://www.youtube.com/watch?x=1'],
    ['watch with a 10-character v', 'https://www.youtube.com/watch?v=dQw4w9WgXc'],
    ['watch with a 12-character v', 'https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
    ['embed without id', 'https://www.youtube.com/embed/'],
    ['channel page', 'https://www.youtube.com/channel/UC1234567890'],
    ['handle page', 'https://www.youtube.com/@brandcraft'],
    ['youtu.be with an extra segment', `https://youtu.be/${ID}/extra`],
    ['nocookie watch page', `https://www.youtube-nocookie.com/watch?v=${ID}`],
    ['plain words', 'not a video'],
  ])('refuses %s', (_label, link) => {
    expect(youtubeId(link)).toBeNull();
    expect(canonicalYouTubeLink(link)).toBeNull();
  });
});
