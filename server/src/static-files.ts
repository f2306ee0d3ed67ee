import * as fs from 'node:fs';
import * as path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import express from 'express';

const SERVER_PATHS = /^\/(api|graphql|uploads)(\/|$)/;

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

/** Serves the built client; unknown GET paths outside the API fall back to index.html for client routing. */
export function serveClient(app: NestExpressApplication, dist: string): boolean {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return false;
  app.use(
    express.static(dist, {
      index: false,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    }),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      SERVER_PATHS.test(req.path) ||
      !req.accepts('html')
    )
      return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return true;
}
