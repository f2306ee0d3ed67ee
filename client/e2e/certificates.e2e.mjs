// Certificates: finish a free course, download the PDF from My Enrollments, verify it signed out.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import {
  assertNoHorizontalScroll,
  courseId,
  gql,
  newPage,
  register,
  screenshot,
  serverAndBrowser,
  signIn,
} from './support.mjs';

const run = serverAndBrowser();
const COURSE = 'Digital Marketing Starter Kit';

async function verifiedCertificate(server, id) {
  const data = await gql(
    server.url,
    'query($id: ID!) { certificate(id: $id) { learnerName courseTitle educatorName } }',
    { id },
  );
  return data.certificate;
}

test('complete the free course, download the certificate, verify it signed out', async () => {
  const { server, browser } = run;
  const { page, errors } = await newPage(browser);
  const { token } = await register(server, 'Certificate Learner');
  await signIn(page, server, token);
  const id = await courseId(server, COURSE);
  await page.goto(`${server.url}/course/${id}`);
  await page.getByRole('button', { name: 'Enroll Free' }).click();
  await page.waitForURL('**/my-enrollments');
  const row = page.getByTestId('enrollment-row').filter({ hasText: COURSE });
  await row.getByText('0 / 4 Lectures').waitFor();
  assert.equal(await row.getByRole('link', { name: /certificate/ }).count(), 0);

  await page.goto(`${server.url}/player/${id}`);
  for (let done = 1; done <= 4; done++) {
    await page.getByRole('button', { name: 'Mark As Complete' }).click();
    await page.getByText(`${done} of 4 lectures completed`).waitFor();
    if (done < 4) {
      assert.equal(await page.getByTestId('player-certificate').count(), 0);
      const watch = page.getByRole('button', { name: /^Watch: / });
      if ((await watch.count()) === 0)
        await page.getByRole('main').locator('button[aria-expanded="false"]').first().click();
      await watch.first().click();
    }
  }
  // Shown at once after the last lecture, without a reload.
  await page
    .getByTestId('player-certificate')
    .getByRole('link', { name: `View certificate: ${COURSE}` })
    .waitFor();

  await page.goto(`${server.url}/my-enrollments`);
  const finished = page.getByTestId('enrollment-row').filter({ hasText: COURSE });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    finished.getByRole('link', { name: `Download certificate: ${COURSE}` }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^certificate-digital-marketing-starter-kit\.pdf$/);
  const pdf = await readFile(await download.path());
  assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
  assert.ok(pdf.length > 5_000, `a PDF with embedded fonts, got ${pdf.length} bytes`);

  const href = await finished
    .getByRole('link', { name: `View certificate: ${COURSE}` })
    .getAttribute('href');
  const certificateId = href.replace('/certificate/', '');
  const expected = await verifiedCertificate(server, certificateId);
  assert.equal(expected.learnerName, 'Certificate Learner');
  assert.deepEqual(errors, []);

  // Anyone, signed out, in a fresh browser context.
  const visitor = await newPage(browser);
  await visitor.page.goto(`${server.url}${href}`);
  await visitor.page
    .getByRole('heading', { level: 1, name: 'Certificate of Completion' })
    .waitFor();
  assert.equal(
    await visitor.page.getByTestId('certificate-learner').textContent(),
    'Certificate Learner',
  );
  assert.equal(await visitor.page.getByTestId('certificate-course').textContent(), COURSE);
  assert.equal(
    await visitor.page.getByTestId('certificate-educator').textContent(),
    expected.educatorName,
  );
  assert.match(
    await visitor.page.getByTestId('certificate-date').textContent(),
    /^\d{1,2} \w{3} \d{4}$/,
  );
  await visitor.page.getByText(`Certificate ID: ${certificateId}`).waitFor();
  const pdfHref = await visitor.page
    .getByRole('link', { name: 'Download PDF' })
    .getAttribute('href');
  assert.equal(pdfHref, `${server.url}/certificates/${certificateId}.pdf`);
  assert.deepEqual(visitor.errors, []);

  // The signed credential: the page says it checked out, and its JSON download verifies when
  // uploaded, signed out, on a phone; the same file with another name does not.
  await visitor.page
    .getByTestId('credential-verification')
    .getByText('Valid certificate')
    .waitFor();
  const [credential] = await Promise.all([
    visitor.page.waitForEvent('download'),
    visitor.page.getByRole('link', { name: 'Credential (JSON)' }).click(),
  ]);
  await screenshot(visitor.page, 'certificate-page-desktop');
  const credentialFile = await credential.path();
  const enveloped = JSON.parse(await readFile(credentialFile, 'utf8'));
  assert.equal(enveloped.type, 'EnvelopedVerifiableCredential');
  const checker = await newPage(browser, { width: 390, height: 800 });
  await checker.page.goto(`${server.url}${href}`);
  const results = checker.page.getByTestId('credential-verification');
  await results.first().getByText('Valid certificate').waitFor();
  await assertNoHorizontalScroll(checker.page, 'the certificate page');
  await checker.page.getByLabel('Or a credential file').setInputFiles(credentialFile);
  await checker.page.getByRole('button', { name: 'Check credential' }).click();
  await results.nth(1).getByText('Valid certificate').waitFor();
  assert.match(await results.nth(1).textContent(), /Certificate Learner completed/);
  await screenshot(checker.page, 'certificate-page-phone-checked');
  const [header, payload, signature] = enveloped.id.replace(/^data:[^,]*,/, '').split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  claims.credentialSubject.identifier[0].identityHash = 'Someone Else';
  const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
  await checker.page.getByLabel('Or a credential file').setInputFiles({
    name: 'tampered.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ ...enveloped, id: `data:application/vc+jwt,${forged}` })),
  });
  await checker.page.getByRole('button', { name: 'Check credential' }).click();
  await results.nth(1).getByText('Not a valid credential').waitFor();
  assert.deepEqual(checker.errors, []);

  // On a phone, the card carries the same links.
  const phone = await newPage(browser, { width: 390, height: 800 });
  await signIn(phone.page, server, token);
  await phone.page.goto(`${server.url}/my-enrollments`);
  const card = phone.page.getByTestId('enrollment-card').filter({ hasText: COURSE });
  await card.getByRole('link', { name: `Download certificate: ${COURSE}` }).waitFor();
  assert.equal(
    await card.getByRole('link', { name: `View certificate: ${COURSE}` }).getAttribute('href'),
    href,
  );

  // My Certificates, from the phone menu, with LinkedIn's add-to-profile link.
  await phone.page.getByRole('button', { name: 'Open menu' }).click();
  await phone.page.getByRole('link', { name: 'My certificates' }).click();
  await phone.page.waitForURL('**/my-certificates');
  await phone.page.getByRole('heading', { level: 2, name: COURSE }).waitFor();
  const linkedIn = new URL(
    await phone.page
      .getByRole('link', { name: new RegExp(`^Add to LinkedIn profile: ${COURSE}`) })
      .getAttribute('href'),
  );
  assert.equal(linkedIn.searchParams.get('certId'), certificateId);
  assert.equal(linkedIn.searchParams.get('certUrl'), `${server.url}${href}`);
  await assertNoHorizontalScroll(phone.page, 'My Certificates');
  await screenshot(phone.page, 'my-certificates-phone');
});

test('an unknown certificate id shows the not-found state; its PDF is a JSON 404', async () => {
  const { server, browser } = run;
  const { page } = await newPage(browser);
  const unknown = '00000000-0000-4000-8000-000000000000';
  await page.goto(`${server.url}/certificate/${unknown}`);
  await page.getByRole('heading', { level: 1, name: 'Certificate not found' }).waitFor();
  await page.getByText('This certificate does not exist or is no longer valid.').waitFor();
  const res = await fetch(`${server.url}/certificates/${unknown}.pdf`, {
    headers: { accept: 'text/html' },
  });
  assert.equal(res.status, 404);
  assert.deepEqual(await res.json(), {
    success: false,
    message: 'Certificate not found or no longer valid',
  });
});
