import type { TestApp } from './test-app';

/** A real 32 x 18 opaque PNG (made with sharp): uploads are decoded, so fixtures must be images. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAASCAIAAAC1qksFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAKElEQVQ4jWPQztlAU8QwakHOaBBtGE1F2qMZbcNoUaE9Wprm0LbCAQB0Rt/fyWVF0wAAAABJRU5ErkJggg==',
  'base64',
);
/** The same picture as a JPEG. */
export const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAASACADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCUAWaUAAAAAAf/2Q==',
  'base64',
);

export const CREATE = `mutation Create($input: CreateCourseInput!, $thumbnail: Upload!) {
  createCourse(input: $input, thumbnail: $thumbnail) {
    id courseTitle courseDescription courseThumbnail thumbnailSources { url width type } coursePrice discount
    courseContent { chapterId chapterTitle chapterOrder chapterContent { lectureId lectureTitle lectureOrder lectureUrl isPreviewFree lectureDuration } }
  }
}`;

export const validCourse = (overrides: Record<string, unknown> = {}) => ({
  courseTitle: 'Growth Marketing',
  courseDescription: '<p>Learn <strong>growth</strong>.</p>',
  coursePrice: 1999,
  discount: 25,
  courseContent: [
    {
      chapterTitle: 'Start',
      chapterContent: [
        {
          lectureTitle: 'Intro',
          lectureDuration: 10,
          lectureUrl: 'https://youtu.be/aaaaaaaaaaa',
          isPreviewFree: true,
        },
        {
          lectureTitle: 'Deep dive',
          lectureDuration: 25,
          lectureUrl: 'https://youtu.be/bbbbbbbbbbb',
          isPreviewFree: false,
        },
      ],
    },
    {
      chapterTitle: 'Grow',
      chapterContent: [
        { lectureTitle: 'Loops', lectureDuration: 15, lectureUrl: 'https://youtu.be/ccccccccccc' },
      ],
    },
  ],
  ...overrides,
});

/** createCourse as a GraphQL multipart request, the way Apollo's upload link sends it. */
export async function gqlCreate(
  app: TestApp,
  token: string | undefined,
  input: Record<string, unknown>,
  file: { bytes: Buffer; filename?: string; contentType?: string } | null = { bytes: PNG },
) {
  const req = app
    .http()
    .post('/graphql')
    .set('apollo-require-preflight', 'true')
    .field('operations', JSON.stringify({ query: CREATE, variables: { input, thumbnail: null } }))
    .field('map', JSON.stringify(file ? { 0: ['variables.thumbnail'] } : {}));
  if (token) req.set('authorization', `Bearer ${token}`);
  if (file)
    req.attach('0', file.bytes, {
      filename: file.filename ?? 'thumb.png',
      contentType: file.contentType ?? 'image/png',
    });
  const res = await req;
  app.bodies.push(res.text);
  return res;
}

/** POST /api/educator/add-course the way the original client sends it. */
export async function restCreate(
  app: TestApp,
  token: string | undefined,
  courseData: Record<string, unknown>,
  file: { bytes: Buffer; filename?: string; contentType?: string } | null = { bytes: PNG },
) {
  const req = app
    .http()
    .post('/api/educator/add-course')
    .field('courseData', JSON.stringify(courseData));
  if (token) req.set('authorization', `Bearer ${token}`);
  if (file)
    req.attach('image', file.bytes, {
      filename: file.filename ?? 'thumb.png',
      contentType: file.contentType ?? 'image/png',
    });
  const res = await req;
  app.bodies.push(res.text);
  return res;
}
