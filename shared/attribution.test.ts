import { attributionSource, referrerHost } from './attribution';

describe('attribution (one rule on both sides)', () => {
  it('keeps a campaign name, lower-cased, and refuses what a spreadsheet or page could misread', () => {
    expect(attributionSource('  Spring Sale ')).toBe('spring sale');
    expect(attributionSource('facebook.com')).toBe('facebook.com');
    expect(attributionSource('')).toBeNull();
    expect(attributionSource(null)).toBeNull();
    expect(attributionSource('=cmd|x')).toBeUndefined();
    expect(attributionSource('<script>')).toBeUndefined();
    expect(attributionSource('x'.repeat(101))).toBeUndefined();
  });

  it("takes a referrer's host from a URL or a host, without www", () => {
    expect(referrerHost('https://www.google.com/search?q=brand')).toBe('google.com');
    expect(referrerHost('LinkedIn.com')).toBe('linkedin.com');
    expect(referrerHost(' ')).toBeNull();
    expect(referrerHost('javascript:alert(1)')).toBeUndefined();
    expect(referrerHost('ftp://example.com/x')).toBeUndefined();
    expect(referrerHost('not a host')).toBeUndefined();
  });
});
