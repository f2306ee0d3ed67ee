import { bioParagraphs, formatAverage, isWebLink, linkLabel } from './instructorText';

describe('instructor page text', () => {
  it('splits a bio into paragraphs at blank lines, keeping single line breaks', () => {
    expect(bioParagraphs('  One\nstill one \n\n\nTwo\r\n \r\nThree  ')).toEqual([
      'One\nstill one',
      'Two',
      'Three',
    ]);
    expect(bioParagraphs('   ')).toEqual([]);
  });

  it('keeps only http(s) links', () => {
    expect(isWebLink('https://example.com')).toBe(true);
    expect(isWebLink('http://example.com/a')).toBe(true);
    expect(isWebLink('javascript:alert(1)')).toBe(false);
    expect(isWebLink('example.com')).toBe(false);
  });

  it('labels a link by host and path', () => {
    expect(linkLabel('https://www.linkedin.com/in/aarav/')).toBe('linkedin.com/in/aarav');
    expect(linkLabel('https://aarav.example')).toBe('aarav.example');
  });

  it('shows an average with one decimal', () => {
    expect(formatAverage(4.56)).toBe('4.6');
    expect(formatAverage(4)).toBe('4.0');
    expect(formatAverage(0)).toBe('0.0');
  });
});
