import { gstState } from '../../../shared/gst-states';
import { RUNTIME_CONFIG, type RuntimeConfig } from '../../src/config/app-config';
import { signUp } from '../support/auth-operations';
import { createCourse, educator } from '../support/catalog-fixtures';
import { freePort } from '../support/free-port';
import { fastMail, MailCatcher } from '../support/mail-catcher';
import { pdfText } from '../support/pdf-text';
import { newUser, TestApp } from '../support/test-app';

const PURCHASE = `mutation($courseId: ID!, $couponCode: String, $buyerState: String) {
  purchaseCourse(courseId: $courseId, couponCode: $couponCode, buyerState: $buyerState) {
    __typename ... on PaymentOrder { purchaseId amount } } }`;
const SANDBOX = `mutation($purchaseId: ID!) { sandboxCheckout(purchaseId: $purchaseId) {
  razorpayOrderId razorpayPaymentId razorpaySignature } }`;
const VERIFY = `mutation($input: VerifyPaymentInput!) { verifyPayment(input: $input) { message } }`;
const REFUND = `mutation($courseId: ID!) { requestRefund(courseId: $courseId) { message } }`;
const CREATE_COUPON = `mutation($input: CreateCouponInput!) { createCoupon(input: $input) { id } }`;
const MY_PURCHASES = `{ myPurchases { status receipt { id label pdfUrl issuedAt }
  creditNote { id number label pdfUrl } } }`;

type Session = { token: string; user: { id: string; email: string } };

/** The PDF at `url`, as its reader gets it. */
async function download(app: TestApp, url: string, token?: string) {
  const req = app.http().get(url);
  if (token) req.set('authorization', `Bearer ${token}`);
  return req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

/** The drawn lines as one string, each line on its own: rows read "left\nright". */
const textOf = (pdf: Buffer) => pdfText(pdf).join('\n');

describe('GST tax invoices and credit notes', () => {
  let smtp: MailCatcher;
  let app: TestApp;
  let owner: Session;
  let courseId: string;

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
    courseId = (await createCourse(app, owner.user.id, { title: 'Reels that Sell', price: 1999 }))
      .id;
    const coupon = await app.gql(
      CREATE_COUPON,
      { input: { code: 'SAVE400', kind: 'AMOUNT_OFF', value: 400, courseId } },
      owner.token,
    );
    expect(coupon.errors).toBeUndefined();
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
  });

  /** Buys the course through the sandbox checkout with these choices; the paid amount in paise. */
  async function buy(session: Session, variables: { couponCode?: string; buyerState?: string }) {
    const order = (await app.gql(PURCHASE, { courseId, ...variables }, session.token)).data!
      .purchaseCourse;
    const paid = (await app.gql(SANDBOX, { purchaseId: order.purchaseId }, session.token)).data!
      .sandboxCheckout;
    const verified = await app.gql(
      VERIFY,
      { input: { purchaseId: order.purchaseId, ...paid } },
      session.token,
    );
    expect(verified.data?.verifyPayment.message).toMatch(/enrolled/);
  }

  it('invoices a buyer in the seller state with CGST and SGST, halves exact to the paise', async () => {
    const learner = await signUp(app, newUser({ name: 'Kavya Local' }));
    await buy(learner, { buyerState: '29' });
    const mail = await smtp.waitFor(learner.user.email, /Your BrandCraft receipt BC-000001/);
    expect(mail.text).toContain('Your tax invoice BC-000001 is attached');
    // ₹1,999.00 includes 18% GST: 199900 × 18 / 118 = 30493.2… → ₹304.93, CGST takes the odd paisa.
    expect(mail.text).toContain(
      'The price includes GST at 18%: CGST ₹152.47 + SGST ₹152.46 (GSTIN 29ABCDE1234F1Z5; place of supply Karnataka).',
    );
    const text = textOf(mail.attachments[0].content);
    for (const line of [
      'BrandCraft Learning Pvt Ltd',
      'GSTIN: 29ABCDE1234F1Z5',
      'State: Karnataka (29)',
      'Tax invoice BC-000001',
      'Place of supply: Karnataka (29)',
      'Kavya Local',
      'Online course: Reels that Sell (SAC 999293)\n₹1,999.00',
      'Total paid (tax included)\n₹1,999.00',
      'Taxable value\n₹1,694.07',
      'CGST at 9%\n₹152.47',
      'SGST at 9%\n₹152.46',
      'Reverse charge: No.',
    ])
      expect(text).toContain(line);
    expect(text).not.toContain('IGST');
    expect(text).not.toContain('Coupon');
  });

  it('invoices another state with IGST, shows the coupon and its saving, and keeps what it printed', async () => {
    const learner = await signUp(app, newUser({ name: 'Manoj Mumbai' }));
    await buy(learner, { couponCode: 'save400', buyerState: '27' });
    const receipt = (await app.gql(MY_PURCHASES, {}, learner.token)).data!.myPurchases[0].receipt;
    const first = await download(app, receipt.pdfUrl, learner.token);
    expect(first.status).toBe(200);
    const text = textOf(first.body as Buffer);
    for (const line of [
      `Tax invoice ${receipt.label}`,
      'Place of supply: Maharashtra (27)',
      'State: Maharashtra (27)',
      'Online course: Reels that Sell (SAC 999293)\n₹1,999.00',
      'Coupon SAVE400\n-₹400.00',
      'Total paid (tax included)\n₹1,599.00',
      // 159900 × 18 / 118 = 24391.5… → ₹243.92
      'Taxable value\n₹1,355.08',
      'IGST at 18%\n₹243.92',
    ])
      expect(text).toContain(line);
    expect(text).not.toMatch(/CGST|SGST/);

    // The seller's settings change: the invoice stays as issued.
    const config = app.app.get<RuntimeConfig>(RUNTIME_CONFIG);
    const before = config.seller;
    config.seller = { ...before, taxRatePercent: 5, state: gstState('27'), name: 'Renamed Ltd' };
    try {
      const again = await download(app, receipt.pdfUrl, learner.token);
      expect(textOf(again.body as Buffer)).toBe(text);
    } finally {
      config.seller = before;
    }
  });

  it('refuses a state that is not on the list, naming the field', async () => {
    const learner = await signUp(app, newUser());
    const res = await app.gql(PURCHASE, { courseId, buyerState: 'Atlantis' }, learner.token);
    expect(res.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [expect.objectContaining({ field: 'buyerState' })],
    });
  });

  it('issues a credit note on a refund that names its invoice, reverses its tax and is the buyer’s alone', async () => {
    const learner = await signUp(app, newUser({ name: 'Ravi Refund' }));
    await buy(learner, { buyerState: '33' });
    const refunded = await app.gql(REFUND, { courseId }, learner.token);
    expect(refunded.data?.requestRefund.message).toMatch(/Refund issued/);

    const { myPurchases } = (await app.gql(MY_PURCHASES, {}, learner.token)).data!;
    const [{ status, receipt, creditNote }] = myPurchases;
    expect(status).toBe('REFUNDED');
    expect(creditNote).toMatchObject({ number: 1, label: 'CN-000001' });
    const invoiceDate = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(receipt.issuedAt));

    const mail = await smtp.waitFor(learner.user.email, /Your refund for Reels that Sell/);
    expect(mail.text).toContain(`(receipt ${receipt.label})`);
    expect(mail.text).toContain('Your credit note CN-000001 is attached');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['credit-note-CN-000001.pdf']);

    const got = await download(app, creditNote.pdfUrl, learner.token);
    expect(got.status).toBe(200);
    expect(got.headers['content-disposition']).toContain('credit-note-CN-000001.pdf');
    const text = textOf(got.body as Buffer);
    expect(text).toBe(textOf(mail.attachments[0].content));
    for (const line of [
      'Credit note CN-000001',
      `Against tax invoice ${receipt.label} of ${invoiceDate}`,
      'Place of supply: Tamil Nadu (33)',
      'Refund: online course Reels that Sell (SAC 999293)\n₹1,999.00',
      'Total credited (tax included)\n₹1,999.00',
      'Taxable value\n₹1,694.07',
      'IGST at 18%\n₹304.93',
      'GSTIN: 29ABCDE1234F1Z5',
    ])
      expect(text).toContain(line);

    const stranger = await signUp(app, newUser());
    const refused = await download(app, creditNote.pdfUrl, stranger.token);
    expect(refused.status).toBe(404);
    expect((await download(app, creditNote.pdfUrl)).status).toBe(401);
  });
});
