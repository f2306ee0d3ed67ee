import { bioParagraphs, linkLabel } from './instructorText';

describe('instructor page text', () => {
  it('splits a bio into paragraphs at blank lines, keeping single line breaks', () => {
    expect(bioParagraphs('  One\nstill one \n\n\nTwo\r\n \r\nThree  ')).toEqual([
      'One\nstill one',
      'Two',
      'Three',
    ]);
    expect(bioParagraphs('   ')).toEqual([]);
  });

  it('labels a link by host and path', () => {
    expect(linkLabel('https://www.linkedin.com/in/aarav/')).toBe('linkedin.com/in/aarav');
    expect(linkLabel('https://aarav.example')).toBe('aarav.example');
  });
});
