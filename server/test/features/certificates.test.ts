import { DataSource, IsNull } from 'typeorm';
import { Certificate } from '../../src/certificates/certificate.entity';
import { CertificatesService } from '../../src/certificates/certificates.service';
import { Course } from '../../src/courses/course.entity';
import { Lecture } from '../../src/courses/lecture.entity';
import { LectureCompletion } from '../../src/learning/lecture-completion.entity';
import { User } from '../../src/users/user.entity';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { drawnCharacters, pageCount } from '../support/pdf-characters';
import { newUser, TestApp } from '../support/test-app';

type Session = Awaited<ReturnType<typeof signUp>>;

/** pdfUrl is absolute, on the origin the request came to (a new port per supertest request). */
const onAnyOrigin = (certificate: Record<string, string>) => ({
  ...certificate,
  pdfUrl: new URL(certificate.pdfUrl).pathname,
});

const CERTIFICATE_FIELDS = 'id learnerName courseTitle educatorName completedAt pdfUrl';
const COMPLETE = `mutation($courseId: ID!, $lectureId: ID!) {
  completeLecture(courseId: $courseId, lectureId: $lectureId) {
    message progress { status } certificate { ${CERTIFICATE_FIELDS} } } }`;
const MINE = `{ myEnrollments { course { id } progress { status } certificate { ${CERTIFICATE_FIELDS} } } }`;
const VERIFY = `query($id: ID!) { certificate(id: $id) { ${CERTIFICATE_FIELDS} } }`;
const MY_CERTIFICATE = `query($courseId: ID!) { myCertificate(courseId: $courseId) { id } }`;

describe('course completion certificates', () => {
  let app: TestApp;
  let db: DataSource;
  let service: CertificatesService;
  let teacher: Session;

  beforeAll(async () => {
    app = await TestApp.start();
    db = app.app.get(DataSource);
    service = app.app.get(CertificatesService);
    teacher = await educator(app);
  });
  afterAll(() => app.close());

  async function lectureIdsOf(courseId: string) {
    const lectures = await db.getRepository(Lecture).find({
      where: { chapter: { courseId } },
      order: { chapter: { chapterOrder: 'ASC' }, lectureOrder: 'ASC' },
    });
    return lectures.map((l) => l.id);
  }

  /** A learner enrolled in a new four-lecture course. */
  async function enrolled(title: string, name = 'Priya Sharma') {
    const learner = await signUp(app, newUser({ name }));
    const course = await createCourse(app, teacher.user.id, { title });
    await enroll(app, learner.user.id, course.id);
    return { learner, courseId: course.id, lectureIds: await lectureIdsOf(course.id) };
  }

  const complete = (token: string, courseId: string, lectureId: string) =>
    app.gql(COMPLETE, { courseId, lectureId }, token);

  const rowsOf = (userId: string, courseId: string) =>
    db.getRepository(Certificate).findBy({ userId, courseId });

  async function completeAll(token: string, courseId: string, lectureIds: string[]) {
    for (const lectureId of lectureIds.slice(0, -1)) await complete(token, courseId, lectureId);
    const last = await complete(token, courseId, lectureIds[lectureIds.length - 1]);
    return last.data!.completeLecture.certificate;
  }

  describe('issued with the last lecture', () => {
    let learner: Session;
    let courseId: string;
    let certificate: Record<string, string>;
    let pdfUrl: string;

    beforeAll(async () => {
      const setup = await enrolled('Search Engine Basics', 'Zoë Šimić');
      ({ learner, courseId } = setup);
      for (const lectureId of setup.lectureIds.slice(0, 3)) {
        const res = await complete(learner.token, courseId, lectureId);
        expect(res.data!.completeLecture.certificate).toBeNull();
      }
      const last = await complete(learner.token, courseId, setup.lectureIds[3]);
      expect(last.data!.completeLecture.progress.status).toBe('COMPLETED');
      pdfUrl = last.data!.completeLecture.certificate.pdfUrl;
      certificate = onAnyOrigin(last.data!.completeLecture.certificate);
    });

    it('carries the snapshot, the completion date and an absolute PDF URL', async () => {
      const [lastCompletion] = await db
        .getRepository(LectureCompletion)
        .find({ where: { userId: learner.user.id, courseId }, order: { createdAt: 'DESC' } });
      expect(certificate).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        learnerName: 'Zoë Šimić',
        courseTitle: 'Search Engine Basics',
        educatorName: 'Edu Cator',
        completedAt: lastCompletion.createdAt.toISOString(),
        pdfUrl: `/certificates/${certificate.id}.pdf`,
      });
      expect(pdfUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/certificates\//);
    });

    it('completing a lecture again returns the same certificate', async () => {
      const [lectureId] = await lectureIdsOf(courseId);
      const again = await complete(learner.token, courseId, lectureId);
      expect(again.data!.completeLecture).toMatchObject({
        message: 'Lecture Already Completed',
        certificate: { id: certificate.id },
      });
      expect(await rowsOf(learner.user.id, courseId)).toHaveLength(1);
    });

    it('is shown in My Enrollments and to the learner on the player', async () => {
      const mine = await app.gql(MINE, {}, learner.token);
      expect(onAnyOrigin(mine.data!.myEnrollments[0].certificate)).toEqual(certificate);
      const player = await app.gql(MY_CERTIFICATE, { courseId }, learner.token);
      expect(player.data!.myCertificate).toEqual({ id: certificate.id });
    });

    it('anyone may verify it, seeing only name, course, educator and date', async () => {
      const res = await app.gql(VERIFY, { id: certificate.id });
      expect(res.errors).toBeUndefined();
      expect(onAnyOrigin(res.data!.certificate)).toEqual(certificate);
      const type = await app.gql(`{ __type(name: "Certificate") { fields { name } } }`);
      expect(type.data!.__type.fields.map((f: { name: string }) => f.name).sort()).toEqual([
        'completedAt',
        'courseTitle',
        'credentialJwtUrl',
        'credentialUrl',
        'educatorName',
        'id',
        'learnerName',
        'pdfUrl',
      ]);
    });

    it('keeps the snapshot when the course, educator and learner are renamed, and outlives the course', async () => {
      await db.getRepository(Course).update(courseId, { courseTitle: 'Renamed Course' });
      await db.getRepository(User).update(teacher.user.id, { name: 'Someone Else' });
      await db.getRepository(User).update(learner.user.id, { name: 'New Name' });
      await app.settled();
      const verified = await app.gql(VERIFY, { id: certificate.id });
      expect(onAnyOrigin(verified.data!.certificate)).toEqual(certificate);
      await db.getRepository(User).update(teacher.user.id, { name: 'Edu Cator' });
      await db.getRepository(Course).delete(courseId);
      const row = await db.getRepository(Certificate).findOneByOrFail({ id: certificate.id });
      expect(row.courseId).toBeNull();
      const afterDelete = await app.gql(VERIFY, { id: certificate.id });
      expect(onAnyOrigin(afterDelete.data!.certificate)).toEqual(certificate);
    });

    it('downloads as a one-page A4 landscape PDF drawn with the shipped font', async () => {
      const res = await app.raw(`/certificates/${certificate.id}.pdf`, { accept: 'text/html' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="certificate-search-engine-basics.pdf"',
      );
      expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pageCount(res.body)).toBe(1);
      expect(res.body.toString('latin1')).toContain('/MediaBox [0 0 841.89 595.28]');
      expect(res.body.toString('latin1')).toMatch(/\/FontFile2/);
      const drawn = drawnCharacters(res.body);
      for (const character of 'Zoë ŠimićCertificate of CompletionBrandCraftEducatorScan to verify')
        expect(drawn).toContain(character);
      // The id and the verification URL are printed.
      for (const character of `${certificate.id}/:`) expect(drawn).toContain(character);
      // Drawn once: a second download is the same bytes (a new drawing has a new creation date).
      const again = await app.raw(`/certificates/${certificate.id}.pdf`);
      expect(again.body.equals(res.body)).toBe(true);
    });

    it('is drawn once whatever Host callers name, linking to the configured origin only', async () => {
      const hosts = Array.from({ length: 10 }, (_, i) => `attacker-${i}.example`);
      const first = await app.raw(`/certificates/${certificate.id}.pdf`);
      const bodies = await Promise.all(
        hosts.map((host) => app.raw(`/certificates/${certificate.id}.pdf`, { host })),
      );
      expect(bodies.map((res) => res.status)).toEqual(hosts.map(() => 200));
      // The same bytes: not drawn again (a drawing carries its creation time).
      for (const res of bodies) expect(res.body.equals(first.body)).toBe(true);
      const text = first.body.toString('latin1');
      expect(text).toContain(`/URI (http://localhost:4000/certificate/${certificate.id})`);
      expect(text).not.toContain('attacker');
    });
  });

  it.each([
    ['Devanagari', 'प्रिया शर्मा', 'NotoSansDevanagari-Bold', 'परशम'],
    ['Arabic', 'محمد عبد الله', 'NotoSansArabic-Bold', 'محمدعبل'],
    ['emoji', 'Sam 🚀 Lee', 'NotoEmoji-Regular', '🚀Sam'],
  ])('prints a name in %s with a shipped font that has it', async (_, name, font, characters) => {
    const { learner, courseId, lectureIds } = await enrolled(`Scripts ${name}`, name);
    const certificate = await completeAll(learner.token, courseId, lectureIds);
    const pdf = (await app.raw(`/certificates/${certificate.id}.pdf`)).body;
    const fonts = [...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+(\S+)/g)].map(
      ([, base]) => base,
    );
    expect(fonts).toContain(font);
    // A shaped cluster (a Devanagari conjunct) maps to all its characters at once.
    const drawn = [...drawnCharacters(pdf)].join('');
    for (const character of characters) expect(drawn).toContain(character);
    expect(pageCount(pdf)).toBe(1);
  });

  it('shrinks a long name to fit rather than break it, on one page', async () => {
    const name = 'Wolfeschlegelsteinhausenbergerdorff Featherstonehaugh-Cholmondeley Jr';
    const { learner, courseId, lectureIds } = await enrolled('Long Names', name);
    const certificate = await completeAll(learner.token, courseId, lectureIds);
    const pdf = (await app.raw(`/certificates/${certificate.id}.pdf`)).body;
    expect(pageCount(pdf)).toBe(1);
    const row = await db.getRepository(Certificate).findOneByOrFail({ id: certificate.id });
    expect(row.courseMinutes).toBeGreaterThan(0);
  });

  it('concurrent completions of the last lectures issue one certificate', async () => {
    const { learner, courseId, lectureIds } = await enrolled('Concurrent Course');
    for (const lectureId of lectureIds.slice(0, 2))
      await complete(learner.token, courseId, lectureId);
    const last = [2, 3, 2, 3, 3, 2].map((i) => lectureIds[i]);
    const results = await Promise.all(
      last.map((lectureId) => complete(learner.token, courseId, lectureId)),
    );
    const ids = new Set(
      results.map((r) => r.data!.completeLecture.certificate?.id).filter(Boolean),
    );
    expect(ids.size).toBe(1);
    expect(await rowsOf(learner.user.id, courseId)).toHaveLength(1);
    // Straight calls of the service, all at once, change nothing either.
    const issued = await Promise.all(
      Array.from({ length: 8 }, () => service.issue(learner.user.id, [courseId])),
    );
    expect(new Set(issued.map((m) => m.get(courseId)!.id))).toEqual(ids);
    expect(await rowsOf(learner.user.id, courseId)).toHaveLength(1);
  });

  describe('issued lazily for enrolments completed without one', () => {
    it('a course completed before certificates existed', async () => {
      const { learner, courseId, lectureIds } = await enrolled('Completed Earlier');
      await db
        .getRepository(LectureCompletion)
        .insert(lectureIds.map((lectureId) => ({ userId: learner.user.id, courseId, lectureId })));
      await app.settled();
      expect(await rowsOf(learner.user.id, courseId)).toHaveLength(0);
      const first = await app.gql(MINE, {}, learner.token);
      expect(first.data!.myEnrollments[0].certificate).toMatchObject({
        courseTitle: 'Completed Earlier',
        learnerName: 'Priya Sharma',
      });
      const second = await app.gql(MINE, {}, learner.token);
      expect(second.data!.myEnrollments[0].certificate.id).toBe(
        first.data!.myEnrollments[0].certificate.id,
      );
      expect(await rowsOf(learner.user.id, courseId)).toHaveLength(1);
    });

    it('a course whose remaining lectures the educator deleted, but not one in progress', async () => {
      const { learner, courseId, lectureIds } = await enrolled('Shrunk Course');
      const other = await createCourse(app, teacher.user.id, { title: 'Still Going' });
      await enroll(app, learner.user.id, other.id);
      await complete(learner.token, courseId, lectureIds[0]);
      await complete(learner.token, other.id, (await lectureIdsOf(other.id))[0]);
      await db.getRepository(Lecture).delete(lectureIds.slice(1));
      await app.settled();
      const mine = await app.gql(MINE, {}, learner.token);
      const byCourse = new Map(
        mine.data!.myEnrollments.map((e: any) => [e.course.id, e.certificate]),
      );
      expect(byCourse.get(courseId)).toMatchObject({ courseTitle: 'Shrunk Course' });
      expect(byCourse.get(other.id)).toBeNull();
      expect(await rowsOf(learner.user.id, other.id)).toHaveLength(0);
    });

    it('a certificate stays when lectures are added after it', async () => {
      const { learner, courseId, lectureIds } = await enrolled('Growing Course');
      const certificate = await completeAll(learner.token, courseId, lectureIds);
      await createCourse(app, teacher.user.id); // unrelated noise
      const chapterId = (await db.getRepository(Lecture).findOneByOrFail({ id: lectureIds[0] }))
        .chapterId;
      await db.getRepository(Lecture).insert({
        chapterId,
        lectureTitle: 'New lecture',
        lectureDuration: 5,
        lectureUrl: 'https://youtu.be/newlecture1',
        isPreviewFree: false,
        lectureOrder: 9,
      });
      await app.settled();
      const mine = await app.gql(MINE, {}, learner.token);
      expect(mine.data!.myEnrollments[0]).toMatchObject({
        progress: { status: 'IN_PROGRESS' },
        certificate: { id: certificate.id },
      });
    });
  });

  describe('revokeFor', () => {
    it('revokes inside the caller transaction: hidden from verification and download, kept on record', async () => {
      const { learner, courseId, lectureIds } = await enrolled('Refunded Course');
      const certificate = await completeAll(learner.token, courseId, lectureIds);

      // Rolled back with the caller's transaction: still valid.
      await expect(
        db.transaction(async (tx) => {
          expect(await service.revokeFor(tx, learner.user.id, courseId)).toBe(true);
          throw new Error('refund failed');
        }),
      ).rejects.toThrow('refund failed');
      expect((await app.gql(VERIFY, { id: certificate.id })).data!.certificate).not.toBeNull();

      const revoked = await db.transaction((tx) =>
        service.revokeFor(tx, learner.user.id, courseId),
      );
      expect(revoked).toBe(true);
      await app.settled();
      const res = await app.gql(VERIFY, { id: certificate.id });
      expect(res.errors).toBeUndefined();
      expect(res.data!.certificate).toBeNull();
      const pdf = await app.rest('get', `/certificates/${certificate.id}.pdf`);
      expect(pdf.status).toBe(404);
      const row = await db.getRepository(Certificate).findOneByOrFail({ id: certificate.id });
      expect(row.revokedAt).toBeInstanceOf(Date);
      expect(
        await db
          .getRepository(Certificate)
          .countBy({ userId: learner.user.id, revokedAt: IsNull() }),
      ).toBe(0);
      // Nothing left to revoke.
      expect(await db.transaction((tx) => service.revokeFor(tx, learner.user.id, courseId))).toBe(
        false,
      );
    });
  });

  describe('unknown, malformed and revoked ids', () => {
    const unknown = '00000000-0000-4000-8000-000000000000';

    it.each([unknown, 'not-a-uuid', ''])(
      'certificate(id: %j) is null without an error',
      async (id) => {
        const res = await app.gql(VERIFY, { id });
        expect(res.status).toBe(200);
        expect(res.errors).toBeUndefined();
        expect(res.data!.certificate).toBeNull();
      },
    );

    it.each([unknown, 'not-a-uuid', "'%20or%201=1"])(
      'GET /certificates/%s.pdf is a JSON 404',
      async (id) => {
        const res = await app.rest('get', `/certificates/${id}.pdf`);
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.body).toEqual({
          success: false,
          message: 'Certificate not found or no longer valid',
        });
      },
    );
  });

  it('names with characters the font lacks still give a PDF', async () => {
    const { learner, courseId, lectureIds } = await enrolled('Émoji 课程 😀', '李小龙 😀 Ünal');
    const certificate = await completeAll(learner.token, courseId, lectureIds);
    const res = await app.raw(`/certificates/${certificate.id}.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="certificate-emoji.pdf"');
    expect(pageCount(res.body)).toBe(1);
    for (const character of 'Ünal') expect(drawnCharacters(res.body)).toContain(character);
  });
});
