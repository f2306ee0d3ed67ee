import { isWebLink, toWebUrl } from './web-link';

describe('isWebLink', () => {
  it('keeps only absolute http(s) links', () => {
    expect(isWebLink('https://example.com')).toBe(true);
    expect(isWebLink('http://example.com/a')).toBe(true);
    expect(isWebLink('javascript:alert(1)')).toBe(false);
    expect(isWebLink('ftp://files.example.com')).toBe(false);
    expect(isWebLink('example.com')).toBe(false);
    expect(isWebLink('')).toBe(false);
  });
});

describe('toWebUrl', () => {
  it('adds https:// to a bare host and refuses other schemes, spaces and dotless hosts', () => {
    expect(toWebUrl('example.com/page')?.href).toBe('https://example.com/page');
    expect(toWebUrl(' http://example.com ')?.href).toBe('http://example.com/');
    expect(toWebUrl('http://localhost:3000')?.href).toBe('http://localhost:3000/');
    expect(toWebUrl('ftp://files.example.com')).toBeNull();
    expect(toWebUrl('javascript:alert(1)')).toBeNull();
    expect(toWebUrl('not a link')).toBeNull();
    expect(toWebUrl('intranet')).toBeNull();
  });
});
