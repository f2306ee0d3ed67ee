import { addChapter } from '../curriculum/curriculum';
import {
  checkCourseDraft,
  emptyCourseDraft,
  parseTags,
  toCourseInput,
  type CourseDraft,
} from './courseDraft';
import { serverProblems } from './serverProblems';
import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';

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

  it('checks no discount on a free course, and sends none', () => {
    expect(checkCourseDraft(draft({ coursePrice: '0', discount: '' }))).toEqual([]);
    expect(checkCourseDraft(draft({ coursePrice: '0', discount: '250' }))).toEqual([]);
    expect(toCourseInput(draft({ coursePrice: '0', discount: '15' })).discount).toBe(0);
    expect(toCourseInput(draft({ coursePrice: '10', discount: '15' })).discount).toBe(15);
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
      categoryId: null,
      level: 'ALL_LEVELS',
      language: 'English',
      tags: [],
      learningPoints: [],
      requirements: [],
    });
  });

  it('sends the category, trimmed language, tags and filled points only', () => {
    const input = toCourseInput(
      draft({
        categoryId: 'cat-1',
        level: 'ADVANCED',
        language: ' Hindi ',
        tags: ' seo,, Local SEO ,',
        learningPoints: ['  One ', '', '   ', 'Two'],
        requirements: [''],
      }),
    );
    expect(input).toMatchObject({
      categoryId: 'cat-1',
      level: 'ADVANCED',
      language: 'Hindi',
      tags: ['seo', 'local seo'],
      learningPoints: ['One', 'Two'],
      requirements: [],
    });
  });
});

describe('course facts', () => {
  it('splits tags at commas, lower-cased and each once, as the server keeps them', () => {
    expect(parseTags('a, B ,, c, b,')).toEqual(['a', 'b', 'c']);
    expect(parseTags('   ')).toEqual([]);
  });

  it('keeps the tags to the limits', () => {
    expect(checkCourseDraft(draft({ tags: 'x'.repeat(41) }))).toEqual([
      { field: 'tags', message: 'Each tag must be at most 40 characters' },
    ]);
    const eleven = Array.from({ length: 11 }, (_, i) => `tag ${i}`).join(',');
    expect(checkCourseDraft(draft({ tags: eleven }))).toEqual([
      { field: 'tags', message: 'At most 10 tags' },
    ]);
  });

  it('leaves a blank language out, so the server keeps its default', () => {
    expect(checkCourseDraft(draft({ language: ' ' }))).toEqual([]);
    expect(toCourseInput(draft({ language: ' ' }))).not.toHaveProperty('language');
  });

  it("maps the server's field paths to the form's fields", () => {
    const error = new ApolloError({
      graphQLErrors: [
        new GraphQLError('Invalid', {
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: [
              { field: 'categoryId', message: 'Unknown category' },
              { field: 'tags[3]', message: 'Tag too long' },
              { field: 'requirements[1]', message: 'Requirement too long' },
              { field: 'learningPoints', message: 'At most 12 learning points' },
              { field: 'courseContent[0].chapterTitle', message: 'Chapter title is required' },
            ],
          },
        }),
      ],
    });
    expect(serverProblems(error, draft({ requirements: ['', 'A', 'B'] }))).toEqual([
      { field: 'categoryId', message: 'Unknown category' },
      { field: 'tags', message: 'Tag too long' },
      { field: 'requirements[2]', message: 'Requirement too long' },
      { field: 'learningPoints', message: 'At most 12 learning points' },
    ]);
  });
});
