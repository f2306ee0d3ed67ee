import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { graphiqlPage } from './common/graphql/graphiql.plugin';

const SELF = "'self'";

/**
 * Razorpay Checkout's script, the frame it opens and the hosts it calls, as Razorpay lists them
 * for its own plugins (razorpay-magento etc/csp_whitelist.xml).
 */
const RAZORPAY = {
  script: ['https://checkout.razorpay.com', 'https://cdn.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: [
    'https://api.razorpay.com',
    'https://checkout.razorpay.com',
    'https://lumberjack.razorpay.com',
    'https://lumberjack-metrics.razorpay.com',
  ],
};

/** The player's iframe API script, and the video iframes course descriptions may embed. */
const VIDEO = {
  script: ['https://www.youtube.com'],
  frame: [
    'https://www.youtube.com',
    'https://www.youtube-nocookie.com',
    'https://player.vimeo.com',
  ],
};

const COMMON = {
  defaultSrc: [SELF],
  baseUri: [SELF],
  objectSrc: ["'none'"],
  scriptSrcAttr: ["'none'"],
  // Chakra (emotion) and GraphiQL's editor inject style elements and attributes.
  styleSrc: [SELF, "'unsafe-inline'"],
  // Avatars are any https URL or a data URL; fonts are self-hosted.
  imgSrc: [SELF, 'data:', 'blob:', 'https:'],
  fontSrc: [SELF, 'data:'],
  frameAncestors: ["'none'"],
};

/**
 * img-src for a thumbnail store at `imageBase`: https: covers an https store; an http one (a LAN
 * store, the tests' stand-in) is added by its origin alone.
 */
function imageSources(imageBase: string | undefined) {
  const url = imageBase ? new URL(imageBase) : undefined;
  return url?.protocol === 'http:' ? [...COMMON.imgSrc, url.origin] : COMMON.imgSrc;
}

/** Where hosted video's encrypted segments load from besides this server: the S3 store's origin. */
const storeOrigins = (base: string | undefined) => (base ? [new URL(base).origin] : []);

const appPolicy = (imgSrc: string[], store: string[]) =>
  helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      ...COMMON,
      imgSrc,
      scriptSrc: [SELF, ...RAZORPAY.script, ...VIDEO.script],
      connectSrc: [SELF, ...RAZORPAY.connect, ...store],
      // hls.js plays hosted lectures from a MediaSource (a blob: URL); Safari's own HLS from
      // /api/videos, and its segments from the store (docs/video.md, "Playback and access").
      mediaSrc: [SELF, 'blob:', ...store],
      frameSrc: [...RAZORPAY.frame, ...VIDEO.frame],
      formAction: [SELF, 'https://api.razorpay.com'],
      // The service worker (/sw.js) and the web app manifest are the site's own.
      workerSrc: [SELF],
      manifestSrc: [SELF],
    },
  });

/** GraphiQL is one inline script (allowed by its hash) whose editor runs in blob: workers. */
const graphiqlPolicy = (imgSrc: string[]) =>
  helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      ...COMMON,
      imgSrc,
      scriptSrc: [SELF, ...graphiqlPage().scriptHashes],
      workerSrc: [SELF, 'blob:'],
      connectSrc: [SELF],
      formAction: [SELF],
    },
  });

/**
 * Security headers for every response: a Content-Security-Policy that lets the app, Razorpay
 * Checkout, the YouTube player and GraphiQL work and forbids framing; nosniff; a referrer policy
 * that still tells YouTube the embedding origin; HSTS only on requests that arrived over TLS
 * (directly or through a trusted proxy). /uploads overrides the CSP and resource policy (see
 * static-files.ts). `imageBase`: where stored thumbnails load from when not this server (S3).
 */
export function securityHeaders(imageBase?: string): RequestHandler {
  const imgSrc = imageSources(imageBase);
  const common = recorded(
    helmet({
      contentSecurityPolicy: false,
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      // Razorpay Checkout may open payment pages in popups that report back to this window.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );
  const policies = {
    app: recorded(appPolicy(imgSrc, storeOrigins(imageBase))),
    graphiql: recorded(graphiqlPolicy(imgSrc)),
  };
  const hsts = recorded(helmet.strictTransportSecurity({ maxAge: 365 * 24 * 60 * 60 }));
  return (req: Request, res: Response, next: NextFunction) => {
    setAll(res, common);
    setAll(res, req.path === '/graphql' ? policies.graphiql : policies.app);
    if (req.secure) setAll(res, hsts);
    next();
  };
}

type Header = [name: string, value: string | number | readonly string[]];

/**
 * The headers a helmet middleware sets, taken once: with no nonces they are the same for every
 * request, and helmet would otherwise rebuild them (the policy strings among them) each time.
 */
function recorded(middleware: (req: never, res: never, next: () => void) => void): Header[] {
  const headers: Header[] = [];
  const recorder = {
    setHeader: (name: string, value: Header[1]) => headers.push([name, value]),
    removeHeader: () => undefined, // X-Powered-By: Express never sends it (bootstrap.ts)
  };
  middleware({} as never, recorder as never, () => undefined);
  return headers;
}

function setAll(res: Response, headers: Header[]) {
  for (const [name, value] of headers) res.setHeader(name, value);
}
