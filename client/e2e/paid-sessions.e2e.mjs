// The paid mentorship journey (issue 39), at 1280 and 390 px. A new educator becomes a mentor in
// Europe/London (register, becomeEducator and the profile through the API), then on the Mentoring
// page at that width sets weekly hours and creates a PAID session type (₹499, two days' minimum
// notice so every slot is well beyond its 24-hour cancellation notice). A learner in Asia/Kolkata
// books on /mentors/:id, pays in the sandbox checkout, is confirmed, and opens the session; the
// calendar invite comes by mail (read here from a local SMTP server): UID, SEQUENCE, DTSTART in
// UTC, METHOD. The learner moves it to another slot (the new time in their zone; the new invite's
// SEQUENCE grew; the page's "Add to calendar" saves that same entry), the mentor finds it in
// "Sessions you give", and the learner cancels it far ahead of the notice, is
// told the money is coming back, and the server shows one refund: the booking refunded, its one
// purchase REFUNDED with a credit note, one refund mail, and a METHOD:CANCEL invite.
// Last, the room of a paid booking that starts now (made and paid through the API: the browser
// checkout is above) opens for both its people; the call itself is session-room.e2e.mjs's.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, test } from 'node:test';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../scripts/free-port.mjs';
import {
  assertNoHorizontalScroll,
  gql,
  register,
  screenshot,
  serverAndBrowser,
} from './support.mjs';
import { bookingStartingNow, pageIn } from './mentorship-support.mjs';

/** Every message the SMTP server accepted, parsed. */
const inbox = [];
let smtp;

const run = serverAndBrowser(async () => {
  const port = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          inbox.push(mail);
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(port, '127.0.0.1', resolve);
  });
  return { SMTP_URL: `smtp://127.0.0.1:${port}` };
});

after(() => new Promise((resolve) => (smtp ? smtp.close(resolve) : resolve())));

/** The mails to `to` whose subject is `subject` (or matches it), once `count` have arrived. */
async function mailsTo(to, subject, count = 1, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  const fits = (m) =>
    m.to?.text === to &&
    (subject instanceof RegExp ? subject.test(m.subject) : m.subject === subject);
  for (;;) {
    const found = inbox.filter(fits);
    if (found.length >= count) return found;
    if (Date.now() > deadline) {
      const seen = inbox.map((m) => `${m.to?.text}: ${m.subject}`);
      throw new Error(`no mail "${subject}" to ${to} in ${timeoutMs} ms; got ${seen.join(' | ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The calendar invite attached to `mail`, unfolded (RFC 5545 folds lines at 75 octets). */
function inviteOf(mail) {
  const ics = mail.attachments.find((a) => a.filename?.endsWith('.ics'));
  assert.ok(ics, `an .ics attachment on "${mail.subject}"`);
  assert.match(ics.contentType, /^text\/calendar/);
  return ics.content.toString('utf8').replace(/\r?\n[ \t]/g, '');
}

/** One property of an unfolded invite, e.g. `property(ics, 'SEQUENCE')`. */
function property(ics, name) {
  const line = ics.split(/\r?\n/).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  assert.ok(line, `${name} in the invite:\n${ics}`);
  return line.slice(line.indexOf(':') + 1);
}

/** '2027-03-29T08:00:00.000Z' -> '20270329T080000Z', as DTSTART in UTC says it. */
const icsUtc = (iso) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const escape = (text) => text.replace(/[()]/g, '\\$&');

const BOOKING = `query($id: ID!) { booking(id: $id) {
  status sequence startsAt paid refunded cancellationRefund } }`;

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
]) {
  const phone = label === 'phone';
  const title = `Portfolio review (${label})`;
  const mentorName = `Meera Paid ${label}`;
  const learnerName = `Payer ${label}`;

  test(`${label}: a learner in Kolkata pays for a session, gets the invite, moves it and cancels it for a refund`, async () => {
    const { server } = run;
    // The mentor: an educator with a mentor profile in London, through the API.
    const mentorAccount = await register(server, mentorName);
    const asMentor = { token: mentorAccount.token };
    await gql(server.url, 'mutation { becomeEducator { role } }', {}, asMentor);
    const { saveMentorProfile } = await gql(
      server.url,
      'mutation($input: MentorProfileInput!) { saveMentorProfile(input: $input) { id } }',
      { input: { headline: 'Portfolio reviews for designers', timeZone: 'Europe/London' } },
      asMentor,
    );

    // Hours and the paid session type on the Mentoring page, at this width.
    const mentor = await pageIn(run, viewport, mentorAccount.token);
    await mentor.page.goto(`${server.url}/educator/mentoring`);
    await mentor.page.getByRole('heading', { level: 1, name: 'Mentoring' }).waitFor();
    const hours = mentor.page.getByRole('region', { name: 'Weekly hours' });
    await hours.getByText('In your time zone, Europe/London.').waitFor();
    for (const day of WEEKDAYS)
      await hours.getByRole('button', { name: `Add hours on ${day}` }).click();
    await hours.getByRole('button', { name: 'Save hours' }).click();
    await hours.getByText('Hours saved.').waitFor();

    const types = mentor.page.getByRole('region', { name: 'Session types' });
    await types.getByRole('button', { name: 'New session type' }).click();
    await types.getByLabel('Title').fill(title);
    await types.getByLabel('Price (₹)').fill('499');
    await types.getByLabel('Length (minutes)').fill('45');
    await types.getByLabel('Minimum notice (minutes)').fill('2880');
    await types.getByLabel('Cancellation notice (hours)').fill('24');
    await types
      .getByLabel('Cancellation policy')
      .fill('Cancel a day ahead for a full refund; later, the fee is kept.');
    if (phone) await assertNoHorizontalScroll(mentor.page, 'the session type form');
    await screenshot(mentor.page, `paid-${label}-type-form`);
    await types.getByRole('button', { name: 'Save session type' }).click();
    await types.getByText(title, { exact: true }).waitFor();
    if (phone) await assertNoHorizontalScroll(mentor.page, 'the Mentoring page');

    // The learner books on the mentor's page, in Kolkata.
    const learnerAccount = await register(server, learnerName);
    const learnerEmail = learnerAccount.user.email;
    const learner = await pageIn(run, viewport, learnerAccount.token);
    const { page } = learner;
    await page.goto(`${server.url}/mentors/${saveMentorProfile.id}`);
    await page.getByRole('heading', { level: 1, name: mentorName }).waitFor();
    // Chromium names Kolkata by its older name, Asia/Calcutta.
    await page
      .getByText(
        /^Times in your zone \(Asia\/(Kolkata|Calcutta)\); the mentor's \(Europe\/London\) beside them\.$/,
      )
      .waitFor();
    const type = page.getByRole('radio', { name: new RegExp(escape(title)) });
    await type.check();
    // The price and the policy the learner agrees to before paying.
    const choice = page.locator('label').filter({ has: type });
    await choice.getByText(/₹499\.00/).waitFor();
    await choice.getByText(/Cancel a day ahead for a full refund/).waitFor();
    const slot = page
      .getByRole('button', { name: /your time \(.* London mentor's time\)$/ })
      .first();
    await slot.waitFor();
    const chosen = (await slot.getAttribute('aria-label')).split(' your time')[0];
    await slot.click();
    await page.getByLabel('A note for the mentor (optional)').fill('My case studies run too long');
    await page.getByRole('button', { name: /^Book / }).click();

    // Held while the learner pays; the sandbox checkout in the browser.
    await page.getByText(/^Held for you: .* \(your time\)$/).waitFor();
    if (phone) await assertNoHorizontalScroll(page, 'the held booking');
    await screenshot(page, `paid-${label}-held`);
    await page.getByRole('button', { name: 'Pay ₹499.00' }).click();
    const checkout = page.getByRole('dialog', { name: 'Test checkout' });
    await checkout.getByText('₹499.00', { exact: true }).waitFor();
    // The test checkout names what is paid for: this session.
    await checkout.getByText('Session', { exact: true }).waitFor();
    await checkout.getByText(title, { exact: true }).waitFor();
    if (phone) await assertNoHorizontalScroll(page, 'the sandbox checkout');
    await screenshot(page, `paid-${label}-checkout`);
    await checkout.getByRole('button', { name: 'Pay ₹499.00' }).click();
    await checkout.waitFor({ state: 'detached' });
    const booked = page.getByText(/^Booked: .* \(your time\)$/);
    await booked.waitFor();
    assert.ok((await booked.textContent()).includes(chosen), `the confirmation names ${chosen}`);
    await screenshot(page, `paid-${label}-confirmed`);

    // From the confirmation to the session's page.
    await page.getByRole('link', { name: 'Open your session' }).click();
    await page.waitForURL('**/sessions/*');
    const id = new URL(page.url()).pathname.split('/').pop();
    const asLearner = { token: learnerAccount.token };
    let { booking } = await gql(server.url, BOOKING, { id }, asLearner);
    assert.equal(booking.status, 'CONFIRMED');
    assert.equal(booking.paid, true);
    assert.equal(booking.sequence, 0);
    await page.getByRole('heading', { level: 1, name: `${title} with ${mentorName}` }).waitFor();
    await page.getByText('Confirmed', { exact: true }).waitFor();
    const when = page.getByText(/\(your time, Asia\/(Kolkata|Calcutta)\)$/);
    assert.ok((await when.textContent()).includes(`, ${chosen} –`), `the page names ${chosen}`);
    if (phone) await assertNoHorizontalScroll(page, 'the session page');

    // The invite of the confirmation mail.
    const [confirmed] = await mailsTo(learnerEmail, `Booked: ${title} with ${mentorName}`);
    const invite = inviteOf(confirmed);
    assert.equal(property(invite, 'METHOD'), 'REQUEST');
    assert.match(property(invite, 'UID'), new RegExp(`^${id}@`));
    assert.equal(property(invite, 'SEQUENCE'), '0');
    assert.equal(property(invite, 'DTSTART'), icsUtc(booking.startsAt));
    assert.equal(property(invite, 'STATUS'), 'CONFIRMED');
    const uid = property(invite, 'UID');

    // Moved to another slot through the page.
    await page.getByRole('button', { name: 'Reschedule' }).click();
    const move = page.getByRole('region', { name: 'Move to another time' });
    const other = move
      .getByRole('button', { name: /your time \(.* London mentor's time\)$/ })
      .nth(1);
    await other.waitFor();
    const movedTo = (await other.getAttribute('aria-label')).split(' your time')[0];
    assert.notEqual(movedTo, chosen);
    await other.click();
    if (phone) await assertNoHorizontalScroll(page, 'the reschedule panel');
    await move.getByRole('button', { name: /^Move to / }).click();
    const moved = page.getByText(/^Moved to .* \(your time\)\.$/);
    await moved.waitFor();
    assert.ok((await moved.textContent()).includes(movedTo), `moved to ${movedTo}`);
    assert.ok((await when.textContent()).includes(`, ${movedTo} –`), 'the page shows the new time');
    await screenshot(page, `paid-${label}-moved`);
    ({ booking } = await gql(server.url, BOOKING, { id }, asLearner));
    assert.equal(booking.sequence, 1);
    const [movedMail] = await mailsTo(learnerEmail, `Moved: ${title} with ${mentorName}`);
    const movedInvite = inviteOf(movedMail);
    assert.equal(property(movedInvite, 'METHOD'), 'REQUEST');
    assert.equal(property(movedInvite, 'UID'), uid, 'the same calendar entry');
    assert.equal(property(movedInvite, 'SEQUENCE'), '1', 'SEQUENCE grew');
    assert.equal(property(movedInvite, 'DTSTART'), icsUtc(booking.startsAt));
    // The page's "Add to calendar" saves that same entry as it now stands.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), `session-${id}.ics`);
    const saved = readFileSync(await download.path(), 'utf8').replace(/\r?\n[ \t]/g, '');
    for (const name of ['UID', 'SEQUENCE', 'DTSTART', 'METHOD'])
      assert.equal(property(saved, name), property(movedInvite, name), `${name} of the saved file`);

    // The mentor finds it among the sessions they give.
    await mentor.page.goto(`${server.url}/sessions`);
    const giving = mentor.page.getByRole('region', { name: 'Sessions you give' });
    const row = giving.getByRole('listitem').filter({ hasText: `${title} with ${learnerName}` });
    await row.getByText('Confirmed', { exact: true }).waitFor();
    if (phone) await assertNoHorizontalScroll(mentor.page, "the mentor's sessions");

    // Cancelled two days ahead: the page says the money comes back, before and after.
    await page.getByRole('button', { name: 'Cancel session' }).click();
    const cancel = page.getByRole('region', { name: 'Cancel this session' });
    await cancel
      .getByText('You cancel at least 24 hours before the start, so you are refunded in full.')
      .waitFor();
    await cancel.getByLabel('Reason (optional)').fill('A client deadline moved');
    if (phone) await assertNoHorizontalScroll(page, 'the cancel panel');
    await cancel.getByRole('button', { name: 'Cancel the session' }).click();
    await page.getByText('The session is cancelled.').waitFor();
    await page.getByText(/^Cancelled by you on /).waitFor();
    await page.getByText(/^Your payment of ₹499\.00 (is being|was) refunded in full\.$/).waitFor();
    await page.reload();
    await page.getByText('Your payment of ₹499.00 was refunded in full.').waitFor();
    await screenshot(page, `paid-${label}-cancelled`);
    if (phone) await assertNoHorizontalScroll(page, 'the cancelled session');

    // The server: refunded, once.
    ({ booking } = await gql(server.url, BOOKING, { id }, asLearner));
    assert.equal(booking.status, 'CANCELLED');
    assert.equal(booking.cancellationRefund, 'FULL');
    assert.equal(booking.refunded, true);
    assert.equal(booking.sequence, 2);
    const [cancelledMail] = await mailsTo(learnerEmail, `Cancelled: ${title} with ${mentorName}`);
    const cancelInvite = inviteOf(cancelledMail);
    assert.equal(property(cancelInvite, 'METHOD'), 'CANCEL');
    assert.equal(property(cancelInvite, 'UID'), uid);
    assert.equal(property(cancelInvite, 'SEQUENCE'), '2');
    assert.equal(property(cancelInvite, 'STATUS'), 'CANCELLED');
    const refundSubject = new RegExp(`^Your refund for ${escape(title)} with ${mentorName}`);
    await mailsTo(learnerEmail, refundSubject);
    const { myPurchases } = await gql(
      server.url,
      '{ myPurchases { id status amount refundedAt creditNote { id } } }',
      {},
      asLearner,
    );
    assert.equal(myPurchases.length, 1, 'one purchase: the session');
    assert.equal(myPurchases[0].status, 'REFUNDED');
    assert.equal(myPurchases[0].amount, 499);
    assert.ok(myPurchases[0].creditNote, 'the refund has its credit note');
    // The job that retries the refund has had its chance too: still one refund, one mail.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    assert.equal(
      inbox.filter((m) => m.to?.text === learnerEmail && refundSubject.test(m.subject)).length,
      1,
      'one refund mail',
    );

    // The mentor's list shows it cancelled.
    await mentor.page.reload();
    await row.getByText('Cancelled', { exact: true }).waitFor();
    assert.deepEqual(learner.errors, []);
    assert.deepEqual(mentor.errors, []);
  });
}

test('the room of a paid session starting now opens for its learner and its mentor', async () => {
  const { server } = run;
  const {
    booking: bookSession,
    mentor: mentorAccount,
    learner: learnerAccount,
  } = await bookingStartingNow(server, {
    mentorName: 'Nisha Now',
    learnerName: 'Omar Now',
    type: {
      title: 'Paid quick call',
      pricePaise: 49900,
      cancellationPolicy: 'No refunds on the day.',
    },
    timeZone: 'Asia/Kolkata',
  });
  const asLearner = { token: learnerAccount.token };
  assert.equal(bookSession.status, 'HELD');
  const { id } = bookSession;
  const { payForBooking: order } = await gql(
    server.url,
    `mutation($id: ID!) { payForBooking(bookingId: $id) {
      __typename ... on PaymentOrder { purchaseId amount } } }`,
    { id },
    asLearner,
  );
  assert.equal(order.__typename, 'PaymentOrder');
  assert.equal(order.amount, 49900);
  const { sandboxCheckout: proof } = await gql(
    server.url,
    `mutation($id: ID!) { sandboxCheckout(purchaseId: $id) {
      razorpayOrderId razorpayPaymentId razorpaySignature } }`,
    { id: order.purchaseId },
    asLearner,
  );
  await gql(
    server.url,
    'mutation($input: VerifyPaymentInput!) { verifyPayment(input: $input) { __typename } }',
    { input: { purchaseId: order.purchaseId, ...proof } },
    asLearner,
  );
  const { booking } = await gql(server.url, BOOKING, { id }, asLearner);
  assert.equal(booking.status, 'CONFIRMED');
  assert.equal(booking.paid, true);

  for (const [who, token, viewport, other] of [
    ['learner', learnerAccount.token, { width: 390, height: 844 }, 'Nisha Now'],
    ['mentor', mentorAccount.token, { width: 1280, height: 800 }, 'Omar Now'],
  ]) {
    const { page, errors } = await pageIn(run, viewport, token);
    await page.goto(`${server.url}/sessions/${id}`);
    await page.getByRole('heading', { level: 1, name: `Paid quick call with ${other}` }).waitFor();
    await page.getByRole('button', { name: 'Join the session room' }).click();
    await page.getByRole('heading', { level: 2, name: `Paid quick call with ${other}` }).waitFor();
    await page.getByText(/^The room closes at /).waitFor();
    await page.getByRole('button', { name: 'Join the call' }).waitFor();
    if (who === 'learner') await assertNoHorizontalScroll(page, 'the paid room at 390 px');
    await screenshot(page, `paid-room-${who}`);
    assert.deepEqual(errors, [], `${who}'s page errors`);
  }
});
