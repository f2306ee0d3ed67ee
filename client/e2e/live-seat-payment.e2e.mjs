// A paid live-session seat bought and given back, at 1280 and 390 px. The seeded educator Sana
// schedules (through the API) a weekly series of 3 SEAT meetings at ₹499 for her free course, the
// first 4 days ahead in Kolkata, so giving the seat up now is well before its 24-hour refund
// notice. A learner enrolled through the API opens /live/:id in Kolkata, sees the price and the
// refund rule, pays for a seat in the sandbox checkout (as a course or a booking is paid) and is
// confirmed; the server shows the seat CONFIRMED with 49 900 paise paid. The learner then cancels
// the seat on the page, is asked first with the refund it brings, is told "Refunded ₹499.00.",
// and the server shows the seat CANCELLED with 49 900 paise refunded, the purchase REFUNDED with
// its credit note, and (for the admin) one refund of 49 900 paise on the session.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoHorizontalScroll,
  courseId,
  gql,
  login,
  register,
  screenshot,
  SEEDED,
  serverAndBrowser,
} from './support.mjs';
import { pageIn } from './mentorship-support.mjs';

const run = serverAndBrowser();
const COURSE = 'Digital Marketing Starter Kit';
const ZONE = 'Asia/Kolkata';
const PRICE_PAISE = 49900;

/** The date `days` from now in Kolkata, as a date input writes it. */
function daysAheadInKolkata(days) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** A new learner enrolled in the free course `id` through the API. */
async function enrolledLearner(server, name, id) {
  const session = await register(server, name);
  await gql(
    server.url,
    'mutation($id: ID!) { purchaseCourse(courseId: $id) { __typename } }',
    { id },
    { token: session.token },
  );
  return session;
}

const SEAT = `query($id: ID!) { liveSession(id: $id) {
  access pricePaise seatsTaken
  mySeat { id status pricePaise paidPaise refundableUntil refundedPaise } } }`;

/** Asks `read` again (every 250 ms, for at most `timeoutMs`) until `done` holds of its answer. */
async function eventually(read, done, what, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`${what} not seen in ${timeoutMs} ms; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
]) {
  const phone = label === 'phone';
  const title = `Paid reels clinic (${label})`;

  test(`${label}: a learner pays for a seat of a paid weekly series, then cancels it for a full refund`, async () => {
    const { server } = run;
    const id = await courseId(server, COURSE);

    // Sana schedules the paid series through the API: 3 weekly meetings, the first 4 days ahead.
    const firstDay = daysAheadInKolkata(4);
    const { scheduleLiveSession: scheduled } = await gql(
      server.url,
      `mutation($input: ScheduleLiveSessionInput!) {
        scheduleLiveSession(input: $input) { id access pricePaise capacity } }`,
      {
        input: {
          courseId: id,
          title,
          agenda: 'Bring three reels you posted last month.',
          startsAt: `${firstDay}T19:00:00+05:30`,
          timeZone: ZONE,
          durationMinutes: 60,
          rrule: 'FREQ=WEEKLY;COUNT=3',
          capacity: 4,
          access: 'SEAT',
          pricePaise: PRICE_PAISE,
        },
      },
      { token: await login(server, SEEDED.sana) },
    );
    assert.equal(scheduled.access, 'SEAT');
    assert.equal(scheduled.pricePaise, PRICE_PAISE);
    const sessionId = scheduled.id;

    // The learner, enrolled in the course, opens the session's page in Kolkata.
    const account = await enrolledLearner(server, `Seat buyer ${label}`, id);
    const asLearner = { token: account.token };
    const learner = await pageIn(run, viewport, account.token);
    const { page } = learner;
    await page.goto(`${server.url}/live/${sessionId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const place = page.getByRole('region', { name: 'Your place' });
    await place.waitFor();

    // The price, before paying: in the session's facts and in "Your place", with the refund rule.
    await page.getByText(/· Paid seat: ₹499\.00$/).waitFor();
    await page.getByTestId('live-seats-left').getByText('4 of 4 seats left').waitFor();
    await place.getByText('A seat for the whole series costs ₹499.00.').waitFor();
    await place
      .getByText(
        'Give up the seat at least 24 hours before the first meeting for a full refund; later, it is not refunded.',
      )
      .waitFor();
    assert.equal(await place.getByRole('button', { name: 'Take a seat' }).count(), 0);
    if (phone) await assertNoHorizontalScroll(page, 'the paid live session page at 390 px');
    await screenshot(page, `live-seat-${label}-price`);

    // Paid in the sandbox checkout, as a course or a booking is.
    await place.getByRole('button', { name: 'Pay for a seat (₹499.00)' }).click();
    const checkout = page.getByRole('dialog', { name: 'Test checkout' });
    await checkout.getByText('₹499.00', { exact: true }).waitFor();
    await checkout.getByText('Session', { exact: true }).waitFor();
    if (phone) await assertNoHorizontalScroll(page, 'the sandbox checkout of a seat');
    await screenshot(page, `live-seat-${label}-checkout`);
    await checkout.getByRole('button', { name: 'Pay ₹499.00' }).click();
    await checkout.waitFor({ state: 'detached' });
    await page.getByText('Paid: your seat is confirmed.').waitFor();
    // Confirmed on the page as it stands, without a reload.
    await place.getByText('You have a seat for the whole series.').waitFor();
    await page.getByTestId('live-seats-left').getByText('3 of 4 seats left').waitFor();
    if (phone) await assertNoHorizontalScroll(page, 'the paid live session page at 390 px');
    await screenshot(page, `live-seat-${label}-confirmed`);

    // The server: the seat is confirmed and paid in full, refundable until a day before.
    const { liveSession: bought } = await gql(server.url, SEAT, { id: sessionId }, asLearner);
    assert.equal(bought.seatsTaken, 1);
    assert.ok(bought.mySeat, 'the learner has a seat');
    assert.equal(bought.mySeat.status, 'CONFIRMED');
    assert.equal(bought.mySeat.pricePaise, PRICE_PAISE);
    assert.equal(bought.mySeat.paidPaise, PRICE_PAISE);
    assert.equal(bought.mySeat.refundedPaise, null);
    assert.ok(
      Date.parse(bought.mySeat.refundableUntil) > Date.now() + 48 * 3_600_000,
      `refundable until ${bought.mySeat.refundableUntil}, days from now`,
    );

    // Cancelled on the page, asked first with what comes back; the server's answer is read too.
    await page.reload();
    await place.getByRole('button', { name: 'Cancel my seat' }).click();
    const ask = place.getByRole('group', { name: /^Cancel your seat\?/ });
    await ask
      .getByText(
        /^Cancel your seat\? Before .+ IST you get your ₹499\.00 back in full; the seat goes to the next in line\.$/,
      )
      .waitFor();
    if (phone) await assertNoHorizontalScroll(page, 'the paid live session page at 390 px');
    await screenshot(page, `live-seat-${label}-cancel-ask`);
    const answered = page.waitForResponse(
      (res) =>
        res.url().endsWith('/graphql') &&
        res.request().method() === 'POST' &&
        res.request().postDataJSON()?.operationName === 'CancelLiveSeat',
    );
    await ask.getByRole('button', { name: 'Yes, cancel my seat' }).click();
    const { data, errors } = await (await answered).json();
    assert.equal(errors, undefined, JSON.stringify(errors));
    assert.equal(data.cancelLiveSeat.id, bought.mySeat.id);
    assert.equal(data.cancelLiveSeat.status, 'CANCELLED');
    assert.equal(data.cancelLiveSeat.paidPaise, PRICE_PAISE);
    assert.equal(data.cancelLiveSeat.refundedPaise, PRICE_PAISE);
    await page.getByText('Refunded ₹499.00.').waitFor();
    // The seat is given back: it is for sale again.
    await place.getByRole('button', { name: 'Pay for a seat (₹499.00)' }).waitFor();
    await page.getByTestId('live-seats-left').getByText('4 of 4 seats left').waitFor();
    if (phone) await assertNoHorizontalScroll(page, 'the paid live session page at 390 px');
    await screenshot(page, `live-seat-${label}-refunded`);

    // The server: no place left, the purchase refunded with its credit note, the refund counted.
    const { liveSession: given } = await gql(server.url, SEAT, { id: sessionId }, asLearner);
    assert.equal(given.mySeat, null);
    assert.equal(given.seatsTaken, 0);
    const purchases = await eventually(
      async () =>
        (
          await gql(
            server.url,
            '{ myPurchases { status amount refundedAt creditNote { id } } }',
            {},
            asLearner,
          )
        ).myPurchases,
      (list) => list.length === 1 && list[0].status === 'REFUNDED',
      'the seat purchase REFUNDED',
    );
    assert.equal(purchases[0].amount, 499);
    assert.ok(purchases[0].refundedAt, 'refundedAt set');
    assert.ok(purchases[0].creditNote, 'the refund has its credit note');
    const { adminLiveSessions } = await gql(
      server.url,
      `query($search: String) { adminLiveSessions(search: $search) { nodes {
        title paidSeats paidPaise refundCount refundedPaise seatsTaken } } }`,
      { search: title },
      { token: await login(server, SEEDED.admin) },
    );
    const row = adminLiveSessions.nodes.find((n) => n.title === title);
    assert.ok(row, `the admin's list has ${title}`);
    assert.deepEqual(
      {
        paidSeats: row.paidSeats,
        paidPaise: row.paidPaise,
        refundCount: row.refundCount,
        refundedPaise: row.refundedPaise,
        seatsTaken: row.seatsTaken,
      },
      {
        paidSeats: 1,
        paidPaise: PRICE_PAISE,
        refundCount: 1,
        refundedPaise: PRICE_PAISE,
        seatsTaken: 0,
      },
    );

    assert.deepEqual(learner.errors, []);
  });
}
