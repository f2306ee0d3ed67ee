import { createSecretKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Logger, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import cors from 'cors';
import type { Logger as Pino } from 'pino';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { ApiTokenMiddleware } from './api-tokens/api-token.middleware';
import { VideoUploads } from './video/upload/video-uploads';
import { useCompression } from './common/http/compression';
import {
  answerFromCacheFirst,
  bodyParseFailure,
  JSON_BODY_LIMIT_BYTES,
} from './common/http-cache/cache-first';
import { ResponseCache } from './common/http-cache/response-cache';
import { createLogger, PinoNestLogger } from './common/observability/logging';
import { Metrics } from './common/observability/metrics';
import { observeRequests, serveMetrics } from './common/observability/observe-requests';
import { responseCacheMiddleware } from './common/http-cache/response-cache.middleware';
import { trackRequests } from './common/lifecycle/draining';
import { usePublicUrl } from './common/public-url';
import type { AppConfig, RuntimeConfig } from './config/app-config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './database/embedded-postgres';
import { persistedVapidKeys } from './push/vapid-keys';
import { securityHeaders } from './security-headers';
import { serveClient, serveUploads } from './static-files';

const logger = new Logger('Bootstrap');

/** The Razorpay webhook is verified on the exact bytes received; GraphQL answers are cached by them. */
function keepRawBody(req: Request, _res: unknown, body: Buffer) {
  (req as Request & { rawBody?: Buffer }).rawBody = body;
}

/** A secret generated once and kept beside the embedded database, so sessions (and sandbox payments) survive restarts. */
function persistedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  logger.log(`Generated ${name} in ${file}`);
  return secret;
}

/** The credential issuer's Ed25519 key, generated once into `dataDir` like the JWT secret. */
function persistedIssuerKey(dataDir: string): string {
  const file = path.join(dataDir, 'credential-issuer-key.pem');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  fs.mkdirSync(dataDir, { recursive: true });
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
  fs.writeFileSync(file, pem, { mode: 0o600 });
  logger.log(`Generated the credential issuer key in ${file}`);
  return pem;
}

/** Makes every optional resource concrete: starts embedded PostgreSQL and generates a secret when not configured. */
export async function resolveRuntime(
  config: AppConfig,
): Promise<{ runtime: RuntimeConfig; embedded?: EmbeddedDatabase }> {
  // First: a start that cannot keep its keys fails before starting anything.
  const { push } = config;
  const vapid = push.disabled ? undefined : (push.keys ?? persistedVapidKeys(config.dataDir));
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), { persistent: true });
  if (embedded)
    logger.log(`Embedded PostgreSQL running with data in ${path.join(config.dataDir, 'postgres')}`);
  const runtime: RuntimeConfig = {
    ...config,
    databaseUrl: config.databaseUrl ?? embedded!.url,
    jwtSecret: config.jwtSecret ?? persistedSecret(config.dataDir, 'jwt-secret'),
    issuerKey: config.issuerKey ?? persistedIssuerKey(config.dataDir),
    vapid,
    payments: {
      ...config.payments,
      keySecret:
        config.payments.keySecret ?? persistedSecret(config.dataDir, 'sandbox-payment-secret'),
    },
  };
  return { runtime, embedded };
}

/**
 * `root` defaults to the product's AppModule; tests pass one that also imports probe modules, and
 * a `logger` writing where they can read it.
 */
export async function createApp(
  config: RuntimeConfig,
  root: DynamicModule = AppModule.forRoot(config),
  pino: Pino = createLogger(config.logLevel),
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(root, {
    rawBody: true, // for the parsers Nest adds itself; JSON's is ours below
    bufferLogs: true, // Nest's boot lines wait for the pino logger
  });
  app.useLogger(new PinoNestLogger(pino));
  app.flushLogs(); // Nest itself flushes only in listen(), which tests do not call
  app.set('trust proxy', config.trustProxy.length ? config.trustProxy : false);
  usePublicUrl(app, config.publicUrl);
  app.disable('x-powered-by');
  // The edge headers are shared with the cache's early answers (cache-first.ts), which record them
  // once per Origin, TLS or not, and /graphql or not: they may depend on nothing else.
  const edge = [
    // A browser client may read an API token's rate limit and when to retry.
    cors({
      origin: config.clientOrigins,
      credentials: false,
      exposedHeaders: ['RateLimit', 'RateLimit-Policy', 'Retry-After'],
    }),
    securityHeaders(config.s3?.publicUrl),
  ];
  for (const handler of edge) app.use(handler);
  app.use(express.json({ limit: JSON_BODY_LIMIT_BYTES, verify: keepRawBody }), bodyParseFailure);
  useCompression(app);
  // Every path, so any guarded GraphQL operation or REST route can take an API token. Mounted
  // here rather than as a Nest route middleware, which would leave its catch-all as `req.route`
  // and so as the metrics' and logs' route of every GraphQL and unmatched request.
  const apiTokens = app.get(ApiTokenMiddleware);
  app.use((req: Request, res: Response, next: NextFunction) => void apiTokens.use(req, res, next));
  // tus video uploads: their bodies are streamed to storage, never parsed; after the API tokens' check.
  app.use(app.get(VideoUploads).handler());
  // After compression, so it collects what handlers write before compression sees it.
  const cache = app.get(ResponseCache);
  // As a key object: given a string, jsonwebtoken first tries to read it as a public key, each time.
  const tokenKey = createSecretKey(Buffer.from(config.jwtSecret));
  app.use(responseCacheMiddleware(cache, tokenKey));
  answerFromCacheFirst(app, cache, { edge, tokenKey });
  trackRequests(app.getHttpServer());
  const metrics = app.get(Metrics);
  observeRequests(app, pino, metrics); // outside the cache's fast path, so it sees every request
  serveMetrics(app, metrics, config.metricsToken);
  serveUploads(app, config.uploadDir);
  if (serveClient(app, config.clientDist))
    logger.log(`Serving the client from ${config.clientDist}`);
  return app;
}
