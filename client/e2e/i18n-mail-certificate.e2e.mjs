// The mail and the certificate in Hindi (issue 37): a learner switches the site to Hindi with the
// navbar's switch (the phone menu's on a phone), finishes a free course, reads the certificate mail
// in Hindi at /dev/mail and opens the certificate page in Hindi.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoHorizontalScroll,
  courseId,
  finishCourse,
  gql,
  newPage,
  register,
  screenshot,
  serverAndBrowser,
  signIn,
} from './support.mjs';

const run = serverAndBrowser();
const COURSE = 'Digital Marketing Starter Kit';
const DEVANAGARI = /[\u0900-\u097f]/;

/** Waits until the account keeps `locale` (the switch saves it in the background). */
async function accountLocale(server, token, locale) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { me } = await gql(server.url, '{ me { locale } }', {}, { token });
    if (me.locale === locale) return;
    if (Date.now() > deadline) throw new Error(`the account kept ${me.locale}, not ${locale}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

for (const [width, label] of [
  [1280, 'desktop'],
  [390, 'phone'],
]) {
  test(`a Hindi learner gets the certificate mail and page in Hindi (${label})`, async () => {
    const { server, browser } = run;
    const { page, errors } = await newPage(browser, { width, height: 800 });
    const { token } = await register(server, `Hindi Learner ${label}`);
    await signIn(page, server, token);
    await page.goto(server.url);

    if (width < 768) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByLabel('Language').selectOption('hi');
    } else {
      // Signed in, the switch sits where the account's bar leaves it room: navbar or footer.
      await page.getByRole('button', { name: 'Logout' }).waitFor();
      await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
    }
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    await accountLocale(server, token, 'hi');

    const certificateId = await finishCourse(server, token, await courseId(server, COURSE));

    // The mail, as the development mailbox shows what the server sent.
    await page.goto(`${server.url}/dev/mail`);
    const subject = `“${COURSE}” का आपका सर्टिफ़िकेट`;
    await page.getByRole('link', { name: subject }).first().click();
    await page.getByRole('heading', { level: 1, name: 'बधाई हो, आपने कोर्स पूरा कर लिया!' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'hi');
    await page.getByText(`आपने “${COURSE}” पूरा कर लिया है।`).waitFor();
    const button = page.getByRole('link', { name: 'मेरा सर्टिफ़िकेट देखें' });
    assert.match(await button.getAttribute('href'), new RegExp(`/certificate/${certificateId}$`));
    assert.equal(await page.getByText('View my certificate').count(), 0);
    await screenshot(page, `i18n-certificate-mail-${label}`);

    // The certificate page, in the language the learner chose.
    await page.goto(`${server.url}/certificate/${certificateId}`);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    assert.match(await heading.textContent(), DEVANAGARI);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'hi');
    assert.equal(
      await page.getByTestId('certificate-learner').textContent(),
      `Hindi Learner ${label}`,
    );
    assert.equal(await page.getByText('Certificate of Completion').count(), 0);
    await assertNoHorizontalScroll(page, `certificate page in Hindi (${label})`);
    await screenshot(page, `i18n-certificate-page-${label}`);

    // Its PDF is the holder's, in Hindi: labels drawn in Devanagari, not the English ones.
    const pdf = Buffer.from(
      await (await fetch(`${server.url}/certificates/${certificateId}.pdf`)).arrayBuffer(),
    );
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    assert.match(pdf.toString('latin1'), /NotoSansDevanagari/);
    assert.deepEqual(errors, []);
  });
}
