// Thumbnails in S3-compatible storage (s3rver, started here): the browser loads them from the store.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after, test } from 'node:test';
import S3rver from 's3rver';
import sharp from 'sharp';
import { gql, newPage, register, serverAndBrowser } from './support.mjs';

/** A real 1600 x 900 PNG: the server keeps it at 320, 640 and 1280 pixels, WebP and JPEG. */
const PNG = await sharp({
  create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 30, b: 30 } },
})
  .png()
  .toBuffer();
const PHONE = { width: 390, height: 844 };

let s3;
let s3Dir;
let store;

const run = serverAndBrowser(
  async () => {
    s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandcraft-e2e-s3-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: 'thumbs' }],
    });
    const { port } = await s3.run();
    store = `http://127.0.0.1:${port}`;
    return {
      S3_BUCKET: 'thumbs',
      S3_ENDPOINT: store,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
  },
  // A fresh data folder: the demo seed must put its thumbnails in this bucket, not on local disk.
  { fresh: true },
);
// After serverAndBrowser's own after hook (browser, then server): the store goes last.
after(async () => {
  await s3?.close();
  if (s3Dir) fs.rmSync(s3Dir, { recursive: true, force: true });
});

/** Every thumbnail on the page, once each has finished loading or failing. */
async function thumbnails(page) {
  const images = page.locator('img[alt=""]');
  await images.first().waitFor();
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('img[alt=""]')].every((img) => img.complete),
  );
  return images.evaluateAll((imgs) =>
    imgs.map((img) => ({ src: img.currentSrc, width: img.naturalWidth })),
  );
}

test('the seeded catalog shows thumbnails loaded from the store, none from local disk', async () => {
  const { server, browser, dataDir } = run;
  const { page, errors } = await newPage(browser);
  await page.goto(`${server.url}/course-list`);
  await page.getByRole('heading', { name: 'Personal Branding Masterclass' }).waitFor();
  const shown = await thumbnails(page);
  assert.ok(shown.length >= 8, `expected the seeded courses, saw ${JSON.stringify(shown)}`);
  for (const image of shown) {
    assert.ok(image.src.startsWith(`${store}/thumbs/seed/`), image.src);
    assert.ok(image.width > 0, `${image.src} did not load`);
  }
  assert.deepEqual(errors, []);
  assert.deepEqual(fs.readdirSync(path.join(dataDir, 'uploads'), { recursive: true }), []);
});

test("an educator's uploaded thumbnail is stored in the bucket and a phone loads a phone-sized WebP", async () => {
  const { server, browser, dataDir } = run;
  const { token } = await register(server, 'Store Educator');
  // gql() throws unless the answer is HTTP 200 without errors.
  const become = await gql(server.url, 'mutation { becomeEducator { role } }', undefined, {
    token,
  });
  assert.equal(become.becomeEducator.role, 'EDUCATOR');
  const form = new FormData();
  form.set(
    'courseData',
    JSON.stringify({
      courseTitle: 'Bucket Course',
      courseDescription: '<p>Stored in S3.</p>',
      coursePrice: 10,
      discount: 0,
      courseContent: [
        {
          chapterTitle: 'One',
          chapterContent: [
            {
              lectureTitle: 'Intro',
              lectureDuration: 5,
              lectureUrl: 'https://youtu.be/aaaaaaaaaaa',
            },
          ],
        },
      ],
    }),
  );
  form.set('image', new Blob([PNG], { type: 'image/png' }), 'red.png');
  const added = await fetch(`${server.url}/api/educator/add-course`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const { course } = await added.json();
  assert.ok(
    course.courseThumbnail.startsWith(`${store}/thumbs/thumbnails/`),
    course.courseThumbnail,
  );

  assert.ok(course.courseThumbnail.endsWith('-640.jpg'), course.courseThumbnail);

  const { page, errors } = await newPage(browser, PHONE);
  await page.goto(`${server.url}/course-list/bucket course`);
  await page.getByRole('heading', { name: 'Bucket Course' }).waitFor();
  const base = course.courseThumbnail.replace(/-640\.jpg$/, '');
  const img = page.locator('picture img[alt=""]');
  assert.equal(
    await img.getAttribute('srcset'),
    `${base}-320.jpg 320w, ${base}-640.jpg 640w, ${base}-1280.jpg 1280w`,
  );
  assert.equal(
    await page.locator('picture source[type="image/webp"]').getAttribute('srcset'),
    `${base}-320.webp 320w, ${base}-640.webp 640w, ${base}-1280.webp 1280w`,
  );
  assert.match(await img.getAttribute('sizes'), /100vw$/);
  // A 390-pixel-wide card at 1x: the 640 WebP (drawn 390 wide: naturalWidth counts the srcset
  // density), and nothing of the 1280 renditions is fetched.
  assert.deepEqual(await thumbnails(page), [{ src: `${base}-640.webp`, width: 390 }]);
  const fetched = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  assert.deepEqual(
    fetched.filter((url) => url.startsWith(base)),
    [`${base}-640.webp`],
  );
  assert.deepEqual(errors, []);
  assert.deepEqual(fs.readdirSync(path.join(dataDir, 'uploads'), { recursive: true }), []);
});
