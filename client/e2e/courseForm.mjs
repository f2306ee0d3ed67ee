// Filling the add/edit course form's curriculum the way an educator does, for the browser tests.

/** A real 1x1 PNG: the server checks the bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export async function addChapter(page, name) {
  await page.getByRole('button', { name: 'Add Chapter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter Chapter Name:' });
  await dialog.getByRole('textbox', { name: 'Chapter name' }).fill(name);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'detached' });
}

export async function addLecture(
  page,
  chapter,
  { title, minutes, url, free = false, checkLink = false },
) {
  await page.getByRole('button', { name: `Add Lecture to ${chapter}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Lecture' });
  await dialog.getByRole('textbox', { name: 'Lecture Title' }).fill(title);
  await dialog.getByRole('spinbutton', { name: 'Duration (minutes)' }).fill(String(minutes));
  const link = dialog.getByRole('textbox', { name: 'Lecture URL' });
  if (checkLink) {
    // The editor checks a link with the server's own rule as soon as the field is left.
    await link.fill('https://vimeo.com/123456');
    await link.blur();
    await dialog.getByText(/must be a YouTube video link/).waitFor();
  }
  await link.fill(url);
  if (checkLink)
    await dialog.getByText(/must be a YouTube video link/).waitFor({ state: 'detached' });
  if (free) await dialog.getByText('Is Preview Free?').click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}
