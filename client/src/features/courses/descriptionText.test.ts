import { descriptionExcerpt, htmlToText } from './descriptionText';

describe('htmlToText', () => {
  it('drops tags, keeps blocks apart and collapses whitespace', () => {
    expect(
      htmlToText(
        '<h2>Intro</h2><p>Learn <strong>SEO</strong>\n  fast.</p><ul><li>One</li><li>Two</li></ul>',
      ),
    ).toBe('Intro Learn SEO fast. One Two');
  });

  it('decodes entities and leaves out scripts, styles and iframes without running them', () => {
    (window as unknown as { pwned?: boolean }).pwned = false;
    const text = htmlToText(
      '<p>Ads &amp; &lt;Brands&gt;</p><script>window.pwned = true</script><style>p{}</style><img src=x onerror="window.pwned = true"><iframe src="https://example.com"></iframe>',
    );
    expect(text).toBe('Ads & <Brands>');
    expect((window as unknown as { pwned?: boolean }).pwned).toBe(false);
  });
});

describe('descriptionExcerpt', () => {
  const words = 'Grow your personal brand with practical lessons '.repeat(10).trim();

  it('keeps the first 200 characters of the text and adds ... when cut', () => {
    const excerpt = descriptionExcerpt(`<h1>Welcome</h1><p>${words}</p>`);
    const text = `Welcome ${words}`;
    expect(excerpt).toBe(`${text.slice(0, 200).trimEnd()}...`);
    expect(excerpt.length).toBeLessThanOrEqual(203);
    expect(excerpt).not.toMatch(/[<>]/);
  });

  it('counts characters of the text, not of the markup', () => {
    const text = 'x'.repeat(200);
    expect(descriptionExcerpt(`<p><em>${text}</em></p>`)).toBe(text);
    expect(descriptionExcerpt(`<p>${text}y</p>`)).toBe(`${text}...`);
  });

  it('leaves a short description whole', () => {
    expect(descriptionExcerpt('<p>Short and <a href="/x">sweet</a>.</p>')).toBe('Short and sweet.');
    expect(descriptionExcerpt('')).toBe('');
  });
});
