import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { FieldMiddleware } from '@nestjs/graphql';
import type { Request } from 'express';
import { requestOf } from './request-context';
import type { HttpContext } from './graphql/graphql.config';

/*
 * Image URLs are stored as they came (`/uploads/...` for thumbnails, `data:` or https avatars) and
 * made absolute at the edge, because clients on other origins put them straight into <img src>.
 */

/**
 * The site's origin, written into links that leave the request: mail, certificate PDFs and their
 * verify URL, credentials, page previews. SITE_URL (the Vite dev server under `npm run dev`,
 * server/dev.env), else PUBLIC_URL, else the address `npm start` serves; never the request's Host,
 * which a caller chooses (a reset link on a Host of the attacker's choosing would hand them the
 * token).
 */
export const linkOrigin = (config: {
  siteUrl?: string | undefined;
  publicUrl: string | undefined;
  port: number;
}) => config.siteUrl ?? config.publicUrl ?? `http://localhost:${config.port}`;

/** The Express setting holding PUBLIC_URL, beside `trust proxy`: both shape the request's origin. */
const PUBLIC_URL_SETTING = 'public url';

export function usePublicUrl(app: NestExpressApplication, publicUrl: string | undefined) {
  app.set(PUBLIC_URL_SETTING, publicUrl);
}

/** A host name, IPv4 or bracketed IPv6 address, with an optional port: nothing else is echoed. */
const HOST = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The address the client connected to, for a request without a usable Host header. */
function localOrigin(req: Request) {
  const { localAddress, localPort } = req.socket;
  if (!localAddress || !localPort) return 'localhost';
  return `${localAddress.includes(':') ? `[${localAddress}]` : localAddress}:${localPort}`;
}

/**
 * Where this server is reached, without a trailing slash: PUBLIC_URL when set, else the request's
 * own origin (forwarded protocol and host are believed only from TRUST_PROXY's proxies).
 */
export function publicBase(req: Request): string {
  const configured = req.app.get(PUBLIC_URL_SETTING) as string | undefined;
  if (configured) return configured;
  const protocol = req.protocol === 'https' ? 'https' : 'http';
  const host = req.host as string | undefined;
  const usable = host !== undefined && host.length <= 255 && HOST.test(host);
  return `${protocol}://${usable ? host.toLowerCase() : localOrigin(req)}`;
}

/** A stored image URL as clients get it: server paths under `base`, http(s) and data: URLs as stored. */
export function absoluteUrl(stored: string, base: string): string {
  return stored.startsWith('/') && !stored.startsWith('//') ? base + stored : stored;
}

/** REST handlers: `@PublicBase() base: string`, to pass to the shape builders. */
export const PublicBase = createParamDecorator((_: unknown, context: ExecutionContext) =>
  publicBase(requestOf(context)),
);

/** GraphQL: `@Field({ middleware: [absoluteUrlField] })` on every field holding a stored image URL. */
export const absoluteUrlField: FieldMiddleware = async ({ context }, next) => {
  const value: unknown = await next();
  return typeof value === 'string'
    ? absoluteUrl(value, publicBase((context as HttpContext).req))
    : value;
};
