import { resolveLinkTarget } from './linkTarget';

describe('resolveLinkTarget', () => {
  it.each([
    ['hello@brandcraft.dev', 'mailto:hello@brandcraft.dev'],
    ['  Team.Lead+news@mail.example.co.in ', 'mailto:Team.Lead+news@mail.example.co.in'],
    ['mailto:support@brandcraft.dev', 'mailto:support@brandcraft.dev'],
  ])('turns the email %p into a mailto link', (input, href) => {
    expect(resolveLinkTarget(input)).toEqual({ kind: 'mailto', href, text: href.slice(7) });
  });

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/live/dQw4w9WgXcQ',
  ])('embeds the YouTube video %p from www.youtube.com/embed', (input) => {
    expect(resolveLinkTarget(input)).toEqual({
      kind: 'youtube',
      videoId: 'dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
    });
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871', 'https://player.vimeo.com/video/76979871'],
    [
      'vimeo.com/channels/staffpicks/76979871',
      '76979871',
      'https://player.vimeo.com/video/76979871',
    ],
    [
      'https://player.vimeo.com/video/76979871',
      '76979871',
      'https://player.vimeo.com/video/76979871',
    ],
    [
      'https://vimeo.com/76979871/8272103f6e',
      '76979871',
      'https://player.vimeo.com/video/76979871?h=8272103f6e',
    ],
  ])('embeds the Vimeo video %p through player.vimeo.com', (input, videoId, embedUrl) => {
    expect(resolveLinkTarget(input)).toEqual({ kind: 'vimeo', videoId, embedUrl });
  });

  it.each([
    ['https://brandcraft.dev/courses?x=1', 'https://brandcraft.dev/courses?x=1'],
    ['http://example.com', 'http://example.com/'],
    ['example.com/path', 'https://example.com/path'],
    // YouTube pages that are not a single video, and Vimeo pages without a video id, stay links.
    ['https://www.youtube.com/@brandcraft', 'https://www.youtube.com/@brandcraft'],
    ['https://www.youtube.com/watch?v=short', 'https://www.youtube.com/watch?v=short'],
    ['https://vimeo.com/about', 'https://vimeo.com/about'],
  ])('keeps %p a normal link', (input, href) => {
    expect(resolveLinkTarget(input)).toEqual({ kind: 'link', href, text: input });
  });

  it.each([
    '',
    '   ',
    'just some words',
    'javascript:alert(1)',
    'ftp://files.example.com',
    'localhostish',
  ])('refuses %p', (input) => {
    expect(resolveLinkTarget(input)).toBeNull();
  });
});
