import * as fs from 'node:fs';
import * as path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import express from 'express';
import { preferredEncoding } from './common/http/encodings';

const SERVER_PATHS = /^\/(api|graphql|uploads|certificates|receipts|newsletter|notifications|dev)(\/|$)/;

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

/** Serves the built client; unknown GET paths outside the API fall back to index.html for client routing. */
export function serveClient(app: NestExpressApplication, dist: string): boolean {
  if (!fs.existsSync(path.join(dist, 'index.html'))) return false;
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
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      SERVER_PATHS.test(req.path) ||
      !req.accepts('html')
    )
      return next();
    const url = req.url;
    req.url = '/index.html';
    serve(req, res, (err?: unknown) => {
      req.url = url;
      next(err);
    });
  });
  return true;
}
