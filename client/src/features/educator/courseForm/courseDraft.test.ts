import { addChapter } from '../curriculum/curriculum';
import { checkCourseDraft, emptyCourseDraft, toCourseInput, type CourseDraft } from './courseDraft';

const draft = (change: Partial<CourseDraft>): CourseDraft => ({
  ...emptyCourseDraft(),
  courseTitle: 'Brand Basics',
  coursePrice: '499',
  discount: '10',
  ...change,
});
const image = new File(['x'], 'cover.png', { type: 'image/png' });

describe('checkCourseDraft', () => {
  it('accepts a complete course', () => {
    expect(checkCourseDraft(draft({}), { requireThumbnail: true, file: image })).toEqual([]);
    expect(checkCourseDraft(draft({ coursePrice: '0', discount: '100' }))).toEqual([]);
  });

  it('requires title, price and discount', () => {
    expect(checkCourseDraft(draft({ courseTitle: '  ', coursePrice: '', discount: '' }))).toEqual([
      { field: 'courseTitle', message: 'Course title is required' },
      { field: 'coursePrice', message: 'Course price is required' },
      { field: 'discount', message: 'Discount is required' },
    ]);
  });

  it.each(['-1', '100.5', '250', 'abc'])('refuses the discount %p', (discount) => {
    expect(checkCourseDraft(draft({ discount }))).toEqual([
      { field: 'discount', message: 'Discount must be between 0 and 100' },
    ]);
  });

  it('refuses a negative price', () => {
    expect(checkCourseDraft(draft({ coursePrice: '-5' }))).toEqual([
      { field: 'coursePrice', message: 'Course price must be 0 or more' },
    ]);
  });

  it("reports 'Thumbnail Not Selected' only when a thumbnail is required", () => {
    expect(checkCourseDraft(draft({}), { requireThumbnail: true, file: null })).toEqual([
      { field: 'thumbnail', message: 'Thumbnail Not Selected' },
    ]);
    expect(checkCourseDraft(draft({}), { requireThumbnail: false, file: null })).toEqual([]);
  });
});

describe('toCourseInput', () => {
  it('sends numbers and the trimmed title', () => {
    const input = toCourseInput(
      draft({
        courseTitle: ' Brand Basics ',
        coursePrice: '499.5',
        discount: '12.5',
        courseDescription: '<p>Hi</p>',
        chapters: addChapter([], 'One'),
      }),
    );
    expect(input).toEqual({
      courseTitle: 'Brand Basics',
      courseDescription: '<p>Hi</p>',
      coursePrice: 499.5,
      discount: 12.5,
      courseContent: [{ chapterTitle: 'One', chapterContent: [] }],
    });
  });
});
