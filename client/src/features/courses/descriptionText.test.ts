import { descriptionExcerpt, EXCERPT_LENGTH, htmlToText } from './descriptionText';

describe('htmlToText', () => {
  it('drops tags, keeps blocks apart and collapses whitespace', () => {
    expect(
      htmlToText(
        '<h2>Intro</h2><p>Learn <strong>SEO</strong>\n  fast.</p><ul><li>One</li><li>Two</li></ul>',
      ),
    ).toBe('Intro Learn SEO fast. One Two');
  });

  it('puts a space between a heading and the text after it, at any depth', () => {
    expect(htmlToText('<h1>Welcome</h1>Grow your brand')).toBe('Welcome Grow your brand');
    expect(htmlToText('<div><h3>Module 1</h3></div><div><p>Reels</p></div>')).toBe(
      'Module 1 Reels',
    );
    expect(htmlToText('<blockquote>Quote</blockquote><p>Text</p>')).toBe('Quote Text');
    expect(htmlToText('<p>Line one<br>Line two</p>')).toBe('Line one Line two');
    expect(htmlToText('<table><tr><td>A</td><td>B</td></tr></table>')).toBe('A B');
  });

  it('keeps inline elements inside a word together', () => {
    expect(htmlToText('<p><strong>Insta</strong>gram and <em>Link</em>edIn</p>')).toBe(
      'Instagram and LinkedIn',
    );
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

  it('cuts at a word boundary with … and stays within 200 characters', () => {
    const excerpt = descriptionExcerpt(`<h1>Welcome</h1><p>${words}</p>`);
    const text = `Welcome ${words}`;
    expect(EXCERPT_LENGTH).toBe(200);
    expect(excerpt.length).toBeLessThanOrEqual(200);
    expect(excerpt.endsWith('…')).toBe(true);
    const kept = excerpt.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    // The cut ends a word: the next character of the text is a space.
    expect(text[kept.length]).toBe(' ');
    // And no whole word that would still fit was dropped.
    expect(kept.length + text.slice(kept.length + 1).indexOf(' ') + 1).toBeGreaterThan(199);
    expect(excerpt).toMatch(/^Welcome Grow your personal brand/);
    expect(excerpt).not.toMatch(/[<>]/);
  });

  it('keeps a last word that ends exactly at the limit', () => {
    const text = `${'ab '.repeat(66)}x`; // 199 characters
    expect(text).toHaveLength(199);
    expect(descriptionExcerpt(`<p>${text} more</p>`)).toBe(`${text}…`);
  });

  it('leaves no dangling punctuation before the ellipsis', () => {
    const text = `${'word '.repeat(38)}stop, next words follow here`;
    const excerpt = descriptionExcerpt(`<p>${text}</p>`);
    expect(excerpt).toBe(`${'word '.repeat(38)}stop…`);
  });

  it('counts characters of the text, not of the markup', () => {
    const text = 'x'.repeat(200);
    expect(descriptionExcerpt(`<p><em>${text}</em></p>`)).toBe(text);
  });

  it('cuts a single overlong word inside it rather than dropping it', () => {
    const long = 'x'.repeat(250);
    expect(descriptionExcerpt(`<p>${long}</p>`)).toBe(`${'x'.repeat(199)}…`);
    expect(descriptionExcerpt(`<p>Hi ${long}</p>`)).toBe(`Hi ${'x'.repeat(196)}…`);
  });

  it('leaves a short description whole', () => {
    expect(descriptionExcerpt('<p>Short and <a href="/x">sweet</a>.</p>')).toBe('Short and sweet.');
    expect(descriptionExcerpt('')).toBe('');
  });
});
