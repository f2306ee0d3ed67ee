import type { TestApp } from './test-app';

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

export const CREATE = `mutation Create($input: CreateCourseInput!, $thumbnail: Upload!) {
  createCourse(input: $input, thumbnail: $thumbnail) {
    id courseTitle courseDescription courseThumbnail coursePrice discount
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
