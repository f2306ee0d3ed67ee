import * as http from 'node:http';
import * as https from 'node:https';
import {
  DESTINATION_MESSAGES,
  isPublicAddress,
  literalAddress,
  publicOnlyLookup,
  RefusedDestination,
} from './webhook-destinations';

export const RESPONSE_KEPT_BYTES = 1024;
export const WEBHOOK_USER_AGENT = 'BrandCraft-Webhooks/1.0 (+Standard Webhooks)';

export interface AttemptOutcome {
  statusCode: number | null;
  durationMs: number;
  responseBody: string | null;
  error: string | null;
  /** No answer within the timeout (counted towards disabling the endpoint). */
  timedOut: boolean;
}

/**
 * One POST: no redirects followed (a 3xx is a failed attempt), at most `timeoutMs` in all, only
 * the first kilobyte of the answer read. Unless `allowPrivate`, a non-public address (literal or
 * resolved) or plain http is refused before connecting.
 */
export function postWebhook(
  target: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<AttemptOutcome> {
  const started = Date.now();
  type Answer = Omit<AttemptOutcome, 'durationMs' | 'timedOut'>;
  const done = (o: Answer, timedOut = false): AttemptOutcome => ({
    ...o,
    durationMs: Date.now() - started,
    timedOut,
  });
  const url = new URL(target);
  if (!options.allowPrivate) {
    const literal = literalAddress(url);
    const refusal =
      url.protocol !== 'https:'
        ? DESTINATION_MESSAGES.https
        : literal && !isPublicAddress(literal)
          ? DESTINATION_MESSAGES.private(literal)
          : null;
    if (refusal)
      return Promise.resolve(done({ statusCode: null, responseBody: null, error: refusal }));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (o: Answer, timedOut = false) => {
      if (settled) return;
      settled = true;
      resolve(done(o, timedOut));
    };
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': WEBHOOK_USER_AGENT,
        },
        agent: false,
        signal: AbortSignal.timeout(options.timeoutMs),
        ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup() }),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const end = () => {
          finish({
            statusCode: res.statusCode ?? null,
            responseBody: Buffer.concat(chunks).subarray(0, RESPONSE_KEPT_BYTES).toString('utf8'),
            error: null,
          });
          res.destroy();
        };
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= RESPONSE_KEPT_BYTES) end();
        });
        res.on('end', end);
        res.on('error', end);
      },
    );
    req.on('error', (error: Error) => {
      const timedOut = error.name === 'TimeoutError' || error.name === 'AbortError';
      finish(
        {
          statusCode: null,
          responseBody: null,
          error:
            error instanceof RefusedDestination
              ? error.message
              : timedOut
                ? `No answer within ${options.timeoutMs / 1000} s`
                : error.message || String(error),
        },
        timedOut,
      );
    });
    req.end(body);
  });
}
