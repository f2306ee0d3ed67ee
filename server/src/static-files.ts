import * as fs from 'node:fs';
import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import express from 'express';
import { compressAnswers } from './common/http/compression';
import { preferredEncoding } from './common/http/encodings';
import { PagePreviews, PreviewTemplate } from './site/page-previews';
import { SiteMap } from './site/sitemap';

const SERVER_PATHS =
  /^\/(api|graphql|uploads|certificates|credentials|receipts|credit-notes|newsletter|notifications|dev)(\/|$)/;

/** What the client build writes beside each text asset (client/vite.config.ts). */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** Serves stored images at /uploads: long-cached (names are generated), never sniffed, never a directory listing, embeddable anywhere. */
export function serveUploads(app: NestExpressApplication, uploadDir: string) {
  fs.mkdirSync(uploadDir, { recursive: true });
  app.use(
    '/uploads',
    express.static(uploadDir, {
      index: false,
      dotfiles: 'deny',
      setHeaders: (res) => {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        // Thumbnails may be shown as <img> on other sites; replaces the same-origin default.
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        res.setHeader(
          'Content-Security-Policy',
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
      },
    }),
  );
}

/**
 * express.static over `root` that answers with the `.br` or `.gz` written beside a file at build
 * time when the request's Accept-Encoding takes it: q-values first, then br, gzip, identity.
 * express.static then does the rest on the chosen file (length, ETag, Last-Modified, 304, HEAD,
 * ranges over the encoded bytes); the Content-Type stays the original file's.
 *
 * Not express-static-gzip: its `orderPreference` overrides the client's q-values, and without
 * it Chromium ("gzip, deflate, br, zstd") gets gzip.
 */
function servePrecompressed(
  root: string,
  options: Parameters<typeof express.static>[1],
): RequestHandler {
  const serve = express.static(root, options);
  // The build output does not change while the server runs.
  const files = new Set(
    fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .map((file) => `/${file.split(path.sep).join('/')}`),
  );
  /** The precompressed file to answer with, if any; sets Vary when there was a choice. */
  const pick = (req: Request, res: Response) => {
    const pathname = req.method === 'GET' || req.method === 'HEAD' ? decodedPath(req) : undefined;
    const variants = PRECOMPRESSED.filter((variant) => files.has(`${pathname}${variant.suffix}`));
    if (pathname === undefined || !variants.length) return undefined;
    res.vary('Accept-Encoding');
    const encoding = preferredEncoding(req, [
      ...variants.map((variant) => variant.encoding),
      'identity',
    ]);
    const variant = variants.find((candidate) => candidate.encoding === encoding);
    return variant && { ...variant, type: path.extname(pathname) };
  };
  return (req, res, next) => {
    const variant = pick(req, res);
    if (!variant) {
      serve(req, res, next);
      return;
    }
    const url = req.url;
    res.type(variant.type);
    res.setHeader('Content-Encoding', variant.encoding);
    req.url = url.replace(/^[^?]*/, (rawPath) => rawPath + variant.suffix);
    serve(req, res, (err?: unknown) => {
      req.url = url;
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      next(err);
    });
  };
}

function decodedPath(req: Request): string | undefined {
  try {
    return decodeURIComponent(req.path);
  } catch {
    return undefined; // express.static answers the malformed path
  }
}

const compress = compressAnswers();

/**
 * Sends a generated text answer (a page with its preview, the sitemap), compressed as API answers
 * are and revalidated on every visit (Express adds the ETag and answers 304 to a match).
 */
function sendGenerated(req: Request, res: Response, body: string, contentType: string) {
  res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', 'no-cache');
  void compress(req, res, () => void res.send(body));
}

/**
 * GET /robots.txt and /sitemap.xml, built from the catalog on the public base (PUBLIC_URL). They
 * answer with or without a client build; a robots.txt the build ships itself is served instead.
 */
function serveCrawlerFiles(app: NestExpressApplication, logger: Logger) {
  const siteMap = app.get(SiteMap);
  const robots = siteMap.robots();
  const router = express.Router();
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.send(robots);
  });
  router.get('/sitemap.xml', (req, res, next) => {
    void siteMap
      .sitemap()
      .then((xml) => sendGenerated(req, res, xml, 'application/xml; charset=utf-8'))
      .catch((err: unknown) => {
        if (res.headersSent) return next(err);
        logger.warn(`sitemap.xml not built: ${String(err)}`);
        res.status(503).setHeader('Retry-After', '5').type('text/plain').send('Try again shortly.');
      });
  });
  app.use(router);
}

/**
 * Serves the built client; unknown GET paths outside the API fall back to index.html for client
 * routing. A course, instructor or category page gets index.html with that page's title,
 * description and image in its head (site/page-previews.ts), so a shared link shows them; any
 * other route, and one naming nothing public, gets index.html as built. /robots.txt and
 * /sitemap.xml answer either way. False when there is no client build.
 */
export function serveClient(app: NestExpressApplication, dist: string): boolean {
  const logger = new Logger('StaticFiles');
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) {
    serveCrawlerFiles(app, logger);
    return false;
  }
  const serve = servePrecompressed(dist, {
    index: false,
    setHeaders: (res, file) => {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.use(serve);
  serveCrawlerFiles(app, logger);
  const previews = app.get(PagePreviews);
  // The build output does not change while the server runs.
  const template = new PreviewTemplate(fs.readFileSync(index, 'utf8'));
  const serveIndex = (req: Request, res: Response, next: NextFunction) => {
    const url = req.url;
    req.url = '/index.html';
    serve(req, res, (err?: unknown) => {
      req.url = url;
      next(err);
    });
  };
  /** index.html with the page's preview; the plain one when it names nothing public or the database fails. */
  const servePreview = async (
    pathname: string,
    req: Request,
    res: Response,
    next: NextFunction,
  ) => {
    try {
      const preview = await previews.forPath(pathname);
      const html = preview && template.render(preview, previews.base);
      if (html) return sendGenerated(req, res, html, 'text/html; charset=utf-8');
    } catch (err) {
      if (res.headersSent) return next(err);
      logger.warn(`No preview for ${pathname}: ${String(err)}`);
    }
    serveIndex(req, res, next);
  };
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      SERVER_PATHS.test(req.path) ||
      !req.accepts('html')
    )
      return next();
    const pathname = decodedPath(req);
    if (pathname !== undefined && PagePreviews.previewed(pathname))
      return void servePreview(pathname, req, res, next);
    serveIndex(req, res, next);
  });
  return true;
}
