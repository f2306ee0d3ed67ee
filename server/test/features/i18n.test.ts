import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Certificate } from '../../src/certificates/certificate.entity';
import { formatDate } from '../../src/common/i18n/translate';
import { Lecture } from '../../src/courses/lecture.entity';
import { User } from '../../src/users/user.entity';
import { REGISTER, signUp } from '../support/auth-operations';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { buyCourse } from '../support/checkout';
import { freePort } from '../support/free-port';
import { fastMail, linkToken, MailCatcher } from '../support/mail-catcher';
import { drawnCharacters } from '../support/pdf-characters';
import { pdfText } from '../support/pdf-text';
import { newUser, TestApp } from '../support/test-app';

const HINDI = 'hi-IN,hi;q=0.9';
const SET_LOCALE = 'mutation ($locale: String!) { setLocale(locale: $locale) { id locale } }';
const ME = '{ me { locale } }';
const COMPLETE = `mutation($courseId: ID!, $lectureId: ID!) {
  completeLecture(courseId: $courseId, lectureId: $lectureId) { certificate { id } } }`;
const DEVANAGARI = /[\u0900-\u097f]/;

describe('the server in the learner’s language', () => {
  let smtp: MailCatcher;
  let app: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    smtp = await new MailCatcher(await freePort()).start();
    app = await TestApp.start(fastMail(smtp.url()));
    db = app.app.get(DataSource);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
  });

  /** A GraphQL POST with an Accept-Language header. */
  async function gqlIn(
    language: string | undefined,
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ) {
    const req = app.http().post('/graphql').set('content-type', 'application/json');
    if (language) req.set('accept-language', language);
    if (token) req.set('authorization', `Bearer ${token}`);
    const res = await req.send({ query, variables });
    return res.body as { data?: Record<string, any>; errors?: Record<string, any>[] };
  }

  const storedLocale = async (id: string) =>
    (await db.getRepository(User).findOneByOrFail({ id })).locale;

  async function signUpIn(language: string | undefined, name: string) {
    const input = newUser({ name });
    const res = await gqlIn(language, REGISTER, { input });
    return res.data!.register as { token: string; user: { id: string; email: string } };
  }

  describe('User.locale and setLocale', () => {
    it('stores a known locale, refuses anything else without storing it, and needs a session', async () => {
      const { token, user } = await signUp(app, newUser());
      expect((await app.gql(ME, {}, token)).data!.me.locale).toBe('en');

      const set = await app.gql(SET_LOCALE, { locale: 'hi' }, token);
      expect(set.data!.setLocale).toEqual({ id: user.id, locale: 'hi' });
      expect(await storedLocale(user.id)).toBe('hi');
      expect((await app.gql(ME, {}, token)).data!.me.locale).toBe('hi');
      const exported = JSON.parse(
        (await app.gql('{ myDataExport }', {}, token)).data!.myDataExport,
      );
      expect(exported.profile.locale).toBe('hi');

      const refused = await app.gql(SET_LOCALE, { locale: 'xx' }, token);
      expect(refused.data).toBeNull();
      expect(refused.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      expect(refused.errors![0].message).toBe('Locale must be one of: en, hi');
      expect(refused.errors![0].extensions!.fields).toEqual([
        { field: 'locale', message: 'Locale must be one of: en, hi', code: 'INVALID' },
      ]);
      expect(await storedLocale(user.id)).toBe('hi');

      const signedOut = await app.gql(SET_LOCALE, { locale: 'en' });
      expect(signedOut.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
      expect(await storedLocale(user.id)).toBe('hi');

      // A region is read as its language.
      await app.gql(SET_LOCALE, { locale: 'en-IN' }, token);
      expect(await storedLocale(user.id)).toBe('en');
    });

    it('keeps the language a registration asked for, over GraphQL and REST', async () => {
      const hindi = await signUpIn(HINDI, 'Hema Hindi');
      expect(await storedLocale(hindi.user.id)).toBe('hi');
      const plain = await signUpIn(undefined, 'Ellen English');
      expect(await storedLocale(plain.user.id)).toBe('en');
      const english = await signUpIn('en-GB,en;q=0.9,hi;q=0.5', 'Eve English');
      expect(await storedLocale(english.user.id)).toBe('en');

      const rest = await app
        .http()
        .post('/api/auth/register')
        .set('accept-language', HINDI)
        .send(newUser({ name: 'Rekha Rest' }));
      expect(rest.status).toBe(201);
      expect(await storedLocale(rest.body.user._id ?? rest.body.user.id)).toBe('hi');
    });
  });

  describe('mail in the recipient’s language', () => {
    it('sends a Hindi account its verification and reset mail in Hindi, and an English one in English', async () => {
      const hindi = await signUpIn(HINDI, 'Hari Prasad');
      const verify = await smtp.waitFor(hindi.user.email, /ईमेल कन्फ़र्म करें/);
      expect(verify.subject).toBe('BrandCraft के लिए अपना ईमेल कन्फ़र्म करें');
      expect(verify.text).toContain('BrandCraft में आपका स्वागत है, Hari Prasad!');
      expect(verify.text).toContain('मेरा ईमेल कन्फ़र्म करें: ');
      expect(verify.html).toContain('<html lang="hi">');
      expect(verify.html).toContain('या यह लिंक खोलें:');
      expect(verify.html).not.toContain('Confirm my email');
      expect(linkToken(verify, '/verify-email')).toBeTruthy();

      await app.gql('mutation ($email: String!) { requestPasswordReset(email: $email) }', {
        email: hindi.user.email,
      });
      const reset = await smtp.waitFor(hindi.user.email, /पासवर्ड रीसेट/);
      expect(reset.subject).toBe('अपना BrandCraft पासवर्ड रीसेट करें');
      expect(reset.text).toContain('नमस्ते Hari Prasad,');
      expect(reset.text).toContain('एक घंटे');
      expect(reset.html).toContain('नया पासवर्ड चुनें');
      expect(linkToken(reset, '/reset-password')).toBeTruthy();

      const english = await signUpIn('en-US,en;q=0.9', 'Emma Stone');
      const mail = await smtp.waitFor(english.user.email, /Confirm your email/);
      expect(mail.subject).toBe('Confirm your email for BrandCraft');
      expect(mail.text).toContain('Welcome to BrandCraft, Emma Stone!');
      expect(mail.html).toContain('Or open this link:');
      expect(mail.html).toContain('<html lang="en">');
      expect(mail.text).not.toMatch(DEVANAGARI);
    });

    it('mails a Hindi learner’s certificate in Hindi and draws its PDF in Hindi', async () => {
      const teacher = await educator(app);
      const learner = await signUpIn(HINDI, 'Priya Sharma');
      const course = await createCourse(app, teacher.user.id, { title: 'Instagram Growth' });
      await enroll(app, learner.user.id, course.id);
      const lectures = await db.getRepository(Lecture).find({
        where: { chapter: { courseId: course.id } },
        order: { chapter: { chapterOrder: 'ASC' }, lectureOrder: 'ASC' },
      });
      let certificateId = '';
      for (const lecture of lectures) {
        const done = await app.gql(
          COMPLETE,
          { courseId: course.id, lectureId: lecture.id },
          learner.token,
        );
        certificateId = done.data!.completeLecture.certificate?.id ?? certificateId;
      }
      expect(certificateId).toBeTruthy();

      const mail = await smtp.waitFor(learner.user.email, /सर्टिफ़िकेट/);
      expect(mail.subject).toBe('“Instagram Growth” का आपका सर्टिफ़िकेट');
      expect(mail.text).toContain('बधाई हो, आपने कोर्स पूरा कर लिया!');
      expect(mail.text).toContain('आपने “Instagram Growth” पूरा कर लिया है।');
      expect(mail.html).toContain('मेरा सर्टिफ़िकेट देखें');
      expect(mail.text).toContain(`/certificate/${certificateId}`);

      const pdf = await app.raw(`/certificates/${certificateId}.pdf`);
      expect(pdf.status).toBe(200);
      const text = pdfText(pdf.body).join('\n');
      expect(text).toContain('Priya Sharma');
      expect(text).toContain('Instagram Growth');
      // Words whose glyphs come out in reading order (a vowel sign drawn first comes out first).
      for (const word of ['एजुकेटर', 'पूरा', 'लेक्चर', 'स्कैन']) expect(text).toContain(word);
      // The completion date's Hindi month (e.g. दिसंबर), whatever month the test runs in: compared
      // without the signs the PDF's text comes out reordered (ि before its letter, a reph after).
      const { completedAt } = await db
        .getRepository(Certificate)
        .findOneByOrFail({ id: certificateId });
      const month = formatDate('hi', completedAt).split(' ')[1];
      expect(month).toMatch(DEVANAGARI);
      const unordered = (s: string) => s.replace(/[\u093F\u094D\u0930]/g, '');
      expect(unordered(text)).toContain(unordered(month));
      expect(text).not.toContain('Certificate of Completion');
      // Every Devanagari letter of the labels has a real glyph (no tofu): the fonts' maps have them.
      const drawn = drawnCharacters(pdf.body);
      for (const letter of 'यहमणतकजएटरसप') expect(drawn).toContain(letter);

      // The holder switches to English: the same link now gives an English PDF.
      await app.gql(SET_LOCALE, { locale: 'en' }, learner.token);
      const english = pdfText((await app.raw(`/certificates/${certificateId}.pdf`)).body).join(
        '\n',
      );
      expect(english).toContain('Certificate of Completion');
      expect(english).not.toMatch(DEVANAGARI);
    });
  });

  describe('receipts in the buyer’s language', () => {
    it('mails a Hindi buyer a Hindi receipt whose PDF is in Hindi, with Indian money', async () => {
      const teacher = await educator(app);
      const course = await createCourse(app, teacher.user.id, {
        title: 'Personal Branding',
        price: 125000,
      });
      const buyer = await signUpIn(HINDI, 'Kavita Rao');
      await buyCourse(app, buyer, course.id);
      const mail = await smtp.waitFor(buyer.user.email, /BrandCraft रसीद/);
      expect(mail.subject).toMatch(/^आपकी BrandCraft रसीद BC-\d{6}$/);
      expect(mail.text).toContain('आपने “Personal Branding” के लिए ₹1,25,000.00 का भुगतान किया।');
      expect(mail.text).toContain('सीखना शुरू करें: ');
      const text = pdfText(mail.attachments[0].content).join('\n');
      expect(text).toContain('Kavita Rao');
      expect(text).toContain('₹1,25,000.00');
      for (const word of ['कुल', 'भुगतान', 'ऑनलाइन', 'धन्यवाद']) expect(text).toContain(word);
      expect(text).not.toContain('Total paid');

      // Downloaded later, it is still in the buyer's language.
      const receiptId = (await app.gql('{ myPurchases { receipt { id } } }', {}, buyer.token)).data!
        .myPurchases[0].receipt.id;
      const res = await app
        .http()
        .get(`/receipts/${receiptId}.pdf`)
        .set('authorization', `Bearer ${buyer.token}`)
        .buffer(true)
        .parse((stream, done) => {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(res.status).toBe(200);
      expect(pdfText(res.body as Buffer).join('\n')).toContain('भुगतान');
    });
  });

  describe('error messages', () => {
    it('words GraphQL errors in the request’s language, with the same codes', async () => {
      const missing = { id: randomUUID() };
      const COURSE = 'query ($id: ID!) { course(id: $id) { id } }';
      const english = await gqlIn(undefined, COURSE, missing);
      const hindi = await gqlIn('hi', COURSE, missing);
      expect(english.errors![0]).toMatchObject({
        message: 'Course not found',
        extensions: { code: 'NOT_FOUND' },
      });
      expect(hindi.errors![0]).toMatchObject({
        message: 'कोर्स नहीं मिला',
        extensions: { code: 'NOT_FOUND' },
      });

      const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { token } }';
      const wrong = await gqlIn(HINDI, LOGIN, {
        input: { email: 'nobody@example.com', password: 'whatever1' },
      });
      expect(wrong.errors![0].message).toBe('ईमेल या पासवर्ड ग़लत है');
      expect(wrong.errors![0].extensions.code).toBe('UNAUTHENTICATED');

      // Validation: the message and each field's, labels included.
      const invalid = await gqlIn('hi', REGISTER, {
        input: { name: '', email: 'not-an-email', password: 'secret1' },
      });
      expect(invalid.errors![0].extensions.code).toBe('BAD_USER_INPUT');
      expect(invalid.errors![0].message).toBe('नाम भरना ज़रूरी है। कृपया सही ईमेल पता डालें');
      expect(invalid.errors![0].extensions.fields).toEqual([
        { field: 'name', message: 'नाम भरना ज़रूरी है', code: 'REQUIRED_FIELD_EMPTY' },
        { field: 'email', message: 'कृपया सही ईमेल पता डालें', code: 'TYPE_EMAIL' },
      ]);
    });

    it('never serves one language’s error to another from the GET cache', async () => {
      const url = `/graphql?${new URLSearchParams({
        query: 'query ($id: ID!) { course(id: $id) { id } }',
        variables: JSON.stringify({ id: randomUUID() }),
      })}`;
      const get = (language: string) =>
        app
          .http()
          .get(url)
          .set('apollo-require-preflight', 'true')
          .set('accept-language', language);
      for (const [language, message] of [
        ['hi', 'कोर्स नहीं मिला'],
        ['en', 'Course not found'],
        ['hi', 'कोर्स नहीं मिला'],
        ['en', 'Course not found'],
      ]) {
        const res = await get(language);
        expect([language, res.body.errors[0].message]).toEqual([language, message]);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    });

    it('keeps the original REST contract’s messages English whatever the client asks', async () => {
      const res = await app
        .http()
        .post('/api/auth/login')
        .set('accept-language', HINDI)
        .send({ email: 'nobody@example.com', password: 'whatever1' });
      expect(res.body).toMatchObject({ success: false, message: 'Invalid email or password' });
      const missing = await app
        .http()
        .get(`/api/course/${randomUUID()}`)
        .set('accept-language', 'hi');
      expect(missing.body).toMatchObject({ success: false, message: 'Course not found' });
    });
  });
});
