import * as http from 'node:http';
import * as https from 'node:https';
import type { RequestDetails } from 'web-push';
import {
  isPublicAddress,
  literalAddress,
  publicOnlyLookup,
  RefusedDestination,
} from '../webhooks/webhook-destinations';

/**
 * Sends the request `web-push` prepared (encrypted body, VAPID and TTL headers) and answers the
 * push service's status. Sent here rather than by `web-push` itself, which speaks only https:
 * so the tests' loopback stand-in gets the real request over http, and so that, as for webhooks,
 * no redirect is followed, the whole request has a deadline, and unless `allowPrivate` only public
 * addresses are reached (an endpoint is whatever a browser, or someone posing as one, sent us).
 */
export function postPush(
  details: RequestDetails,
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<number> {
  const url = new URL(details.endpoint);
  if (!options.allowPrivate) {
    const literal = literalAddress(url);
    if (url.protocol !== 'https:' || (literal && !isPublicAddress(literal)))
      return Promise.reject(
        new RefusedDestination(`Push endpoint ${url.host} is not public https`),
      );
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: details.method,
        headers: details.headers,
        agent: false,
        signal: AbortSignal.timeout(options.timeoutMs),
        ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup() }),
      },
      (res) => {
        res.on('error', reject);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.resume();
      },
    );
    req.on('error', reject);
    req.end(details.body ?? undefined);
  });
}
