import { DataSource } from 'typeorm';
import { Lecture } from '../../src/courses/lecture.entity';
import { signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { newUser, TestApp } from '../support/test-app';

const SITE = 'http://localhost:5173';
const COMPLETE = `mutation($courseId: ID!, $lectureId: ID!) {
  completeLecture(courseId: $courseId, lectureId: $lectureId) { certificate { id } } }`;

/**
 * Under `npm run dev` the site's pages are on Vite's origin (SITE_URL, server/dev.env), not the
 * API server's: every link that leaves a request is built on it (linkOrigin), whatever the Host.
 */
describe('links on the site origin (SITE_URL)', () => {
  let app: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    app = await TestApp.start({ siteUrl: SITE });
    db = app.app.get(DataSource);
  });
  afterAll(() => app.close());

  const mailsTo = (to: string): Promise<{ kind: string; text: string; html: string }[]> =>
    db.query('SELECT kind, text, html FROM outbound_mails WHERE to_address = $1', [to]);

  it('puts the verification link of a new account on the site', async () => {
    const input = newUser();
    await app.http().post('/graphql').set('host', 'attacker.example').send({
      query: 'mutation($input: RegisterInput!) { register(input: $input) { token } }',
      variables: { input },
    });
    const [mail] = await mailsTo(input.email);
    expect(mail.kind).toBe('email_verification');
    expect(mail.text).toContain(`${SITE}/verify-email?token=`);
    expect(mail.html).toContain(`${SITE}/verify-email?token=`);
    expect(mail.text + mail.html).not.toMatch(/localhost:4000|attacker/);
  });

  it("prints the certificate's verify URL on the site, and mails it", async () => {
    const teacher = await educator(app);
    const input = newUser();
    const learner = await signUp(app, input);
    const course = await createCourse(app, teacher.user.id, {
      chapters: [[{ minutes: 5, free: true }]],
    });
    await enroll(app, learner.user.id, course.id);
    const [lecture] = await db
      .getRepository(Lecture)
      .find({ where: { chapter: { courseId: course.id } } });
    const done = await app.gql(
      COMPLETE,
      { courseId: course.id, lectureId: lecture.id },
      learner.token,
    );
    const { id } = done.data!.completeLecture.certificate;
    const pdf = await app.raw(`/certificates/${id}.pdf`, { host: 'attacker.example' });
    expect(pdf.status).toBe(200);
    const text = pdf.body.toString('latin1');
    expect(text).toContain(`/URI (${SITE}/certificate/${id})`);
    expect(text).not.toContain('localhost:4000');
    await app.settled();
    const certificateMail = (await mailsTo(input.email)).find((mail) =>
      mail.text.includes(`/certificate/${id}`),
    );
    expect(certificateMail?.text).toContain(`${SITE}/certificate/${id}`);
  });
});
