// GST invoices at phone width: the buyer picks their state on the course page, pays in the sandbox,
// downloads the tax invoice from My purchases, asks for a refund, and downloads its credit note.
// The demo's example seller is on (development with demo data), so the receipt is a tax invoice.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import {
  assertNoHorizontalScroll,
  courseId,
  newPage,
  register,
  serverAndBrowser,
  signIn,
} from './support.mjs';

const run = serverAndBrowser();
const COURSE = 'Google Ads and Performance Marketing';

/** Clicks `name` in My purchases' cards and returns the saved file's name and bytes. */
async function download(page, name) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('list', { name: 'Purchases' }).getByRole('button', { name }).click(),
  ]);
  return { name: file.suggestedFilename(), pdf: fs.readFileSync(await file.path(), 'latin1') };
}

test('a buyer in another state gets a tax invoice, and a credit note after the refund', async () => {
  const { server, browser } = run;
  const { page, errors } = await newPage(browser, { width: 390, height: 844 });
  await signIn(page, server, (await register(server, 'Invoice Buyer')).token);
  await page.goto(`${server.url}/course/${await courseId(server, COURSE)}`);
  await page
    .getByRole('combobox', { name: 'Your state (for the GST invoice)' })
    .selectOption({ label: 'Maharashtra (27)' });
  await assertNoHorizontalScroll(page, 'course page with the state select');
  await page.getByRole('button', { name: 'Enroll Now' }).click();
  await page
    .getByRole('dialog', { name: 'Test checkout' })
    .getByRole('button', { name: /^Pay / })
    .click();
  await page.waitForURL('**/my-enrollments');

  await page.goto(`${server.url}/account`);
  const invoice = await download(page, /^Download receipt BC-\d{6}$/);
  assert.match(invoice.name, /^BC-\d{6}\.pdf$/);
  assert.match(invoice.pdf, /^%PDF-/);
  // The document info title (uncompressed), as the page heads it.
  assert.match(invoice.pdf, /\(Tax invoice BC-\d{6}\)/);

  await page.goto(`${server.url}/my-enrollments`);
  await page.getByRole('button', { name: `Request refund: ${COURSE}` }).click();
  await page
    .getByRole('dialog', { name: `Refund ${COURSE}?` })
    .getByRole('button', { name: 'Refund course' })
    .click();
  await page.getByText(/refunded\. Refund issued\./).waitFor();

  await page.goto(`${server.url}/account`);
  const note = await download(page, /^Download credit note CN-\d{6}$/);
  assert.match(note.name, /^CN-\d{6}\.pdf$/);
  assert.match(note.pdf, /\(Credit note CN-\d{6}\)/);
  await assertNoHorizontalScroll(page, 'My purchases with a credit note');
  assert.deepEqual(errors, []);
});
