import { DataSource } from 'typeorm';
import { gstState } from '../../../shared/gst-states';
import { signUp } from '../support/auth-operations';
import { Lecture } from '../../src/courses/lecture.entity';
import { createCourse, educator, enroll } from '../support/catalog-fixtures';
import { freePort } from '../support/free-port';
import { buyCourse } from '../support/checkout';
import { fastMail, MailCatcher } from '../support/mail-catcher';
import { drawnCharacters } from '../support/pdf-characters';
import {
  EDUCATOR_SALE_NOTICE,
  EducatorSaleNotices,
} from '../../src/payments/educator-sale-notices';
import { jobsDone } from '../support/jobs';
import { SEND_MAIL } from '../../src/mail/mail-outbox';
import { newUser, TestApp } from '../support/test-app';

const PURCHASE = `mutation($courseId: ID!) { purchaseCourse(courseId: $courseId) {
  __typename ... on PaymentOrder { orderId purchaseId } } }`;
const REFUND = `mutation($courseId: ID!) { requestRefund(courseId: $courseId) { message } }`;
const MY_PURCHASES = `{ myPurchases { courseTitle amount currency status refundedAt
  receipt { id number label pdfUrl } } }`;

type Session = { token: string; user: { id: string; email: string } };

describe('receipts and sale notices', () => {
  let smtp: MailCatcher;
  let app: TestApp;
  let owner: Session;
  let paidId: string;

  beforeAll(async () => {
    smtp = await new MailCatcher(await freePort()).start();
    app = await TestApp.start({
      ...fastMail(smtp.url()),
      seller: {
        name: 'BrandCraft Learning Pvt Ltd',
        address: ['12 MG Road', 'Bengaluru 560001'],
        taxId: '29ABCDE1234F1Z5',
        taxRatePercent: 18,
        state: gstState('29'),
        sacCode: '999293',
        demo: false,
      },
    });
    owner = await educator(app);
    paidId = (await createCourse(app, owner.user.id, { title: 'Reels that Sell', price: 1180 })).id;
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
  });

  const buy = (session: Session, courseId = paidId) => buyCourse(app, session, courseId);

  it('mails the buyer a numbered receipt with its PDF, and the educator a notice', async () => {
    const learner = await signUp(app, newUser({ name: 'Priya Buyer' }));
    await buy(learner);
    const mail = await smtp.waitFor(learner.user.email, /Your BrandCraft receipt BC-000001/);
    expect(mail.text).toContain('You paid ₹1,180.00 for "Reels that Sell"');
    expect(mail.text).toContain('GST at 18%: CGST ₹90.00 + SGST ₹90.00 (GSTIN 29ABCDE1234F1Z5;');
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf.filename).toBe('receipt-BC-000001.pdf');
    expect(pdf.contentType).toBe('application/pdf');
    const drawn = drawnCharacters(pdf.content);
    for (const c of 'BC-000001Priya Buyer29ABCDE1234F1Z5') expect(drawn).toContain(c);

    const notice = await smtp.waitFor(owner.user.email, /New enrolment in Reels that Sell/);
    expect(notice.text).toContain('Priya Buyer joined');
    expect(notice.text).toContain('₹1,180.00');
    // Its job run again (as after a crash before pg-boss recorded it done) sends nothing more.
    const [job] = await app.app
      .get(DataSource)
      .query<{ id: string; data: never }[]>(
        `SELECT id, data FROM pgboss.job WHERE name = $1 AND data->>'learnerName' = 'Priya Buyer'`,
        [EDUCATOR_SALE_NOTICE],
      );
    await app.app.get(EducatorSaleNotices).deliver(job);
    await jobsDone(app, SEND_MAIL);
    const notices = smtp.to(owner.user.email).filter((m) => /New enrolment/.test(m.subject ?? ''));
    expect(notices).toHaveLength(1);

    const { myPurchases } = (await app.gql(MY_PURCHASES, {}, learner.token)).data!;
    expect(myPurchases).toEqual([
      {
        courseTitle: 'Reels that Sell',
        amount: 1180,
        currency: 'INR',
        status: 'COMPLETED',
        refundedAt: null,
        receipt: expect.objectContaining({ number: 1, label: 'BC-000001' }),
      },
    ]);
    const { id, pdfUrl } = myPurchases[0].receipt;
    const download = await app
      .http()
      .get(pdfUrl)
      .set('authorization', `Bearer ${learner.token}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('receipt-BC-000001.pdf');
    expect((download.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    const stranger = await signUp(app, newUser());
    const refused = await app
      .http()
      .get(`/receipts/${id}.pdf`)
      .set('authorization', `Bearer ${stranger.token}`);
    expect(refused.status).not.toBe(200);
    expect(refused.text).not.toContain('%PDF');
    expect((await app.http().get(`/receipts/${id}.pdf`)).status).toBe(401);
  });

  it('numbers receipts 1, 2, 3… without gaps when payments complete at once', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signUp(app, newUser({ name: `Buyer ${i}` }))),
    );
    await Promise.all(buyers.map((b) => buy(b)));
    const rows: { number: number }[] = await app.app
      .get(DataSource)
      .query('SELECT number FROM receipts ORDER BY number');
    expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 9 }, (_, i) => i + 1));
  });

  it('confirms a refund by mail, naming the receipt, and My purchases shows it refunded', async () => {
    const learner = await signUp(app, newUser({ name: 'Ravi Refund' }));
    await buy(learner);
    const receipt = await smtp.waitFor(learner.user.email, /Your BrandCraft receipt/);
    const label = /BC-\d{6}/.exec(receipt.subject!)![0];
    const refunded = await app.gql(REFUND, { courseId: paidId }, learner.token);
    expect(refunded.data!.requestRefund.message).toMatch(/Refund issued/);
    const mail = await smtp.waitFor(learner.user.email, /Your refund for Reels that Sell/);
    expect(mail.text).toContain(`We refunded ₹1,180.00 for "Reels that Sell" (receipt ${label})`);
    const { myPurchases } = (await app.gql(MY_PURCHASES, {}, learner.token)).data!;
    expect(myPurchases[0]).toMatchObject({ status: 'REFUNDED', receipt: { label } });
    expect(myPurchases[0].refundedAt).toBeTruthy();
  });

  it('tells the educator of a free enrolment too, and gives it no receipt', async () => {
    const freeId = (await createCourse(app, owner.user.id, { title: 'Free Hooks', price: 0 })).id;
    const learner = await signUp(app, newUser({ name: 'Fatima Free' }));
    const res = await app.gql(PURCHASE, { courseId: freeId }, learner.token);
    expect(res.data!.purchaseCourse.__typename).toBe('FreeEnrollment');
    const notice = await smtp.waitFor(owner.user.email, /New enrolment in Free Hooks/);
    expect(notice.text).toContain('Fatima Free joined');
    expect((await app.gql(MY_PURCHASES, {}, learner.token)).data!.myPurchases).toEqual([]);
  });

  it('mails the learner their certificate once, and the educator each new review', async () => {
    const learner = await signUp(app, newUser({ name: 'Cara Complete' }));
    const course = await createCourse(app, owner.user.id, { title: 'Personal Brand 101' });
    await enroll(app, learner.user.id, course.id);
    const lectures = await app.app
      .get(DataSource)
      .getRepository(Lecture)
      .find({
        where: { chapter: { courseId: course.id } },
      });
    const COMPLETE = `mutation($courseId: ID!, $lectureId: ID!) {
      completeLecture(courseId: $courseId, lectureId: $lectureId) { certificate { id } } }`;
    let certificateId = '';
    for (const lecture of lectures) {
      const res = await app.gql(
        COMPLETE,
        { courseId: course.id, lectureId: lecture.id },
        learner.token,
      );
      certificateId = res.data!.completeLecture.certificate?.id ?? certificateId;
    }
    expect(certificateId).toBeTruthy();
    const mail = await smtp.waitFor(learner.user.email, /Your certificate for Personal Brand 101/);
    expect(mail.text).toContain(`/certificate/${certificateId}`);
    // Completing again issues nothing new.
    await app.gql(COMPLETE, { courseId: course.id, lectureId: lectures[0].id }, learner.token);

    const RATE = `mutation($courseId: ID!, $review: String) {
      rateCourse(courseId: $courseId, rating: 4, review: $review) { rating } }`;
    await app.gql(RATE, { courseId: course.id, review: 'Clear and practical.' }, learner.token);
    const notice = await smtp.waitFor(owner.user.email, /New review of Personal Brand 101/);
    expect(notice.text).toContain('Cara Complete wrote:');
    expect(notice.text).toContain('Clear and practical.');
    // The same text again, or stars alone, is not news.
    await app.gql(RATE, { courseId: course.id, review: 'Clear and practical.' }, learner.token);
    await app.gql(RATE, { courseId: course.id }, learner.token);
    await new Promise((r) => setTimeout(r, 2000));
    expect(smtp.to(learner.user.email).filter((m) => /certificate/.test(m.subject!))).toHaveLength(
      1,
    );
    expect(smtp.to(owner.user.email).filter((m) => /New review/.test(m.subject!))).toHaveLength(1);
  });
});
