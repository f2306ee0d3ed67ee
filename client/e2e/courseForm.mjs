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

/**
 * Creates a course through GraphQL as the educator of `token`, with PNG as its thumbnail (a
 * multipart upload, as the add-course form sends it); returns `createCourse { <selection> }`.
 */
export async function createCourseThroughApi(server, token, input, selection = 'id') {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: `mutation($input: CreateCourseInput!, $thumbnail: Upload!) {
        createCourse(input: $input, thumbnail: $thumbnail) { ${selection} } }`,
      variables: { input, thumbnail: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.thumbnail'] }));
  form.append('0', new Blob([PNG], { type: 'image/png' }), 'cover.png');
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  const { data, errors } = await res.json();
  if (errors) throw new Error(`createCourse failed: ${errors.map((e) => e.message).join('; ')}`);
  return data.createCourse;
}
