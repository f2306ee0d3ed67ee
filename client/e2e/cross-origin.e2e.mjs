// A client of the original API on another site: it reads /api/course/all with CORS and puts each
// courseThumbnail straight into <img src>, so the URLs must be absolute and embeddable cross-origin.
import assert from 'node:assert/strict';
import * as http from 'node:http';
import { after, test } from 'node:test';
import { newPage, serverAndBrowser } from './support.mjs';

/** The other site's one page; anything else it is asked for is a 404, as a relative URL would get. */
const catalogPage = (api) => `<!doctype html>
<meta charset="utf-8">
<title>Another site</title>
<main id="cards"></main>
<script>
  fetch(${JSON.stringify(`${api}/api/course/all`)})
    .then((res) => res.json())
    .then(({ courses }) => {
      for (const course of courses) {
        const img = document.createElement('img');
        img.src = course.courseThumbnail;
        img.alt = course.courseTitle;
        document.getElementById('cards').append(img);
      }
      document.body.dataset.loaded = String(courses.length);
    });
</script>`;

let otherSite;
let otherOrigin;

const run = serverAndBrowser(async () => {
  otherSite = http.createServer((req, res) => {
    if (req.url !== '/') return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(catalogPage(run.server.url));
  });
  await new Promise((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
  // localhost against the app's 127.0.0.1: another origin and another site.
  otherOrigin = `http://localhost:${otherSite.address().port}`;
  return { CLIENT_ORIGINS: otherOrigin };
});
after(() => otherSite?.close());

test('a page on another site shows every course thumbnail from /api/course/all', async () => {
  const { server, browser } = run;
  const { page, errors } = await newPage(browser);
  const thumbnails = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'image') thumbnails.push(res);
  });
  await page.goto(otherOrigin);
  await page.waitForSelector('body[data-loaded]');
  const count = Number(await page.getAttribute('body', 'data-loaded'));
  assert.ok(count >= 1, 'the seeded catalog has courses');
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, {
    timeout: 10_000,
  });
  const images = await page.$$eval('img', (imgs) =>
    imgs.map((img) => ({ src: img.getAttribute('src'), naturalWidth: img.naturalWidth })),
  );
  assert.equal(images.length, count);
  for (const { src, naturalWidth } of images) {
    assert.ok(src.startsWith(`${server.url}/uploads/`), `${src} is absolute on the API's origin`);
    assert.ok(naturalWidth > 0, `${src} rendered`);
  }
  assert.equal(thumbnails.length, count);
  for (const res of thumbnails) {
    assert.equal(res.status(), 200);
    assert.notEqual(res.headers()['cross-origin-resource-policy'], 'same-origin');
  }
  assert.deepEqual(errors, []);
});
