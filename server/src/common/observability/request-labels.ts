import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import { cacheKeyOf } from '../http-cache/response-cache.middleware';
import { graphqlOperationOf } from './graphql-operation.plugin';
import type { RequestLabels } from './metrics';

/** Paths no route or mount answered (404s, the client's pages and assets): one label. */
export const UNMATCHED_ROUTE = 'unmatched';
/** GraphQL operations without a name, and names past the cap. */
export const ANONYMOUS_OPERATION = 'anonymous';
export const OTHER_OPERATION = 'other';
/**
 * Operation names are chosen by callers: past this many distinct ones, or this many characters
 * (GraphQL names seen in practice are a few dozen), new names count as `other`.
 */
const MAX_OPERATION_NAMES = 200;
const MAX_OPERATION_NAME_LENGTH = 100;
/** Labels remembered for cached answers, in bytes (keys are digests, labels bounded as above). */
const LABELS_MAX_BYTES = 4 * 1024 * 1024;

type Where = Pick<RequestLabels, 'route' | 'operation'>;

/**
 * Bounded labels of an answered request: the Express route pattern (never the raw URL) and the
 * GraphQL operation name. A response-cache hit is answered before Express routes it, so the labels
 * its answer was built under are remembered by cache key (the key fixes method, URL and body).
 */
export class RequestLabeler {
  private readonly byCacheKey = new LRUCache<string, Where>({
    maxSize: LABELS_MAX_BYTES,
    sizeCalculation: (where, key) =>
      2 * (key.length + where.route.length + where.operation.length) + 64,
  });
  private readonly operations = new Set<string>();

  of(req: IncomingMessage, res: ServerResponse): RequestLabels {
    const key = cacheKeyOf(req);
    let where = this.routed(req as Request);
    if (where && key) this.byCacheKey.set(key, where);
    where ??= (key && this.byCacheKey.get(key)) || { route: UNMATCHED_ROUTE, operation: '' };
    return { method: req.method ?? '', status: String(res.statusCode), ...where };
  }

  private routed(req: Request): Where | undefined {
    const route = req.route as { path: string } | undefined;
    if (route) return { route: req.baseUrl + route.path, operation: '' };
    const operation = graphqlOperationOf(req);
    if (operation !== undefined) return { route: '/graphql', operation: this.operation(operation) };
    // A static mount (/uploads) that answered: the mount, not the file.
    if (req.baseUrl) return { route: `${req.baseUrl}/*`, operation: '' };
    return undefined;
  }

  private operation(name: string | null): string {
    if (!name) return ANONYMOUS_OPERATION;
    if (this.operations.has(name)) return name;
    if (this.operations.size >= MAX_OPERATION_NAMES || name.length > MAX_OPERATION_NAME_LENGTH)
      return OTHER_OPERATION;
    this.operations.add(name);
    return name;
  }
}
