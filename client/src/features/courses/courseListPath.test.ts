import { courseListPath, searchTerm } from './courseListPath';

describe('searchTerm', () => {
  it('turns control characters and runs of spaces into one space, trimmed', () => {
    expect(searchTerm('  seo\u0000\u0007 \n ads\t')).toBe('seo ads');
  });

  it('keeps at most 200 characters and never half a surrogate pair', () => {
    expect(searchTerm('x'.repeat(300))).toHaveLength(200);
    expect(searchTerm(`${'x'.repeat(199)}😀`)).toBe('x'.repeat(199));
  });
});

describe('courseListPath', () => {
  it('gives one address per search, and the plain list for none', () => {
    expect(courseListPath('  instagram\treels ')).toBe('/course-list/instagram%20reels');
    expect(courseListPath(' \n ')).toBe('/course-list');
  });
});
