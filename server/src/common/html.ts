import type { Response } from 'express';

/** Text made safe inside HTML elements and quoted attributes. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'";

/** A small server-rendered page (answers to links in mail), with nothing it could load or run. */
export function plainPage(res: Response, status: number, title: string, bodyHtml: string) {
  res
    .status(status)
    .type('html')
    .setHeader('Content-Security-Policy', PAGE_POLICY)
    .setHeader('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · BrandCraft</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2937">
<h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>${bodyHtml}<p><a href="/">Back to BrandCraft</a></p></body></html>`,
    );
}

/** The page a GET of an unsubscribe link shows: a button, since link scanners open every link. */
export const confirmButton = (action: string, label: string) =>
  `<form method="post" action="${escapeHtml(action)}"><button type="submit" style="padding:.6rem 1rem">${escapeHtml(label)}</button></form>`;
