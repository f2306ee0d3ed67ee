import type { Request } from 'express';
import {
  BREAK,
  Kind,
  OperationTypeNode,
  parse,
  visit,
  type DocumentNode,
  type OperationDefinitionNode,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import { digestOf } from '../digest';
import { REQUEST_LIMITS } from '../graphql/request-limits';

/*
 * Which requests may be answered from the response cache. Every answer listed here is built only
 * from tables whose changes the ChangeNotifications migration announces (plus
 * course_thumbnail_sources, whose trigger the ThumbnailSources migration adds, and mentor_profiles
 * and session_types for `Course.mentor`, the MentorChangeNotifications migration's), or from no
 * table at all, so a new root field or REST path must be checked against that list before it is
 * added here.
 */

/** Query root fields, plus the introspection fields GraphiQL and code generators ask for. */
const CACHEABLE_QUERY_FIELDS = new Set([
  'course',
  'courseProgress',
  'courseQuizzes',
  'courses',
  'educatorCourses',
  'educatorDashboard',
  'educatorReviews',
  'enrolledStudents',
  'me',
  'myEnrollments',
  'siteSettings',
  '__schema',
  '__type',
  '__typename',
]);

/**
 * Mutations that write only tables no cached answer reads and whose triggers announce nothing
 * (traffic/: daily counters): they need no change-feed marker, so a page view costs no NOTIFY.
 */
const UNANNOUNCED_MUTATION_FIELDS = new Set(['recordCourseView', 'recordPreviewPlay']);

/**
 * Downloads built from the database that change nothing and are never cached (analytics CSVs), and
 * hosted video's files (playlists, keys, segments, captions: signed per viewer, docs/video.md).
 */
const UNCACHED_REST_READS = /^\/api\/(educator\/(sales|students)\.csv|videos\/)/;

/**
 * Hosted video's fields hold URLs signed for one session that expire, and a transcode's status
 * that no trigger announces; a mentor's next free slot (reachable as `Course.mentor`) moves with
 * the clock, bookings and hours; a course's live sessions (`Course.liveSessions`) change their
 * seats with every RSVP: an answer selecting them anywhere is always built fresh.
 */
const UNCACHED_FIELDS = new Set([
  'video',
  'pendingVideo',
  'hostedVideo',
  'nextAvailableSlot',
  'liveSessions',
]);

/**
 * Fields that show a rater's name: an answer selecting one is also stale after a rater renames
 * (change-feed.ts, REVIEWERS_SCOPE), which leaves every other answer cached.
 */
const REVIEWER_FIELDS = new Set(['reviewerName']);

/** REST reads of the original API. GET /api/educator/update-role is a write and is not here. */
const CACHEABLE_REST_GETS =
  /^\/api\/(course\/[^/]+|user\/(data|enrolled-courses)|educator\/(courses|dashboard|enrolled-students)|auth\/profile)$/;

/** Paths that never change data and must answer even while the database is away. */
const UNRELATED = /^\/api\/health(\/|$)/;

/** `cache`: may be served from the cache. `write`: may change data. `read`: neither. */
export type RequestKind = 'cache' | 'write' | 'read';

interface GraphQLBody {
  query?: unknown;
  operationName?: unknown;
}

/** What a GraphQL document is, and whether its answer shows reviewers' names. */
interface DocumentClass {
  kind: RequestKind;
  showsReviewers: boolean;
}

/** Parsing is the costly part, and clients send the same few documents again and again. */
const documentClasses = new LRUCache<string, DocumentClass>({ max: 2_000 });

export function requestKind(req: Request): RequestKind {
  const path = req.path;
  if (path === '/graphql') return graphqlKind(req);
  if (!path.startsWith('/api/') || UNRELATED.test(path)) return 'read';
  if (req.method === 'GET') {
    if (UNCACHED_REST_READS.test(path)) return 'read';
    if (!CACHEABLE_REST_GETS.test(path)) return 'write';
    // No REST read takes a query string: one with any is answered fresh, so random ones cannot
    // crowd the cache.
    return req.url.includes('?') ? 'read' : 'cache';
  }
  return req.method === 'HEAD' || req.method === 'OPTIONS' ? 'read' : 'write';
}

function graphqlKind(req: Request): RequestKind {
  if (req.method === 'GET') return graphqlGetKind(req);
  if (req.method !== 'POST') return 'read';
  const body = (req.body ?? {}) as GraphQLBody;
  // Multipart uploads and malformed bodies: whatever they are, they may write.
  if (typeof body.query !== 'string') return 'write';
  return documentClass(body).kind;
}

/** Whether a cacheable read's answer shows reviewers' names (no REST answer does). */
export function showsReviewers(req: Request): boolean {
  if (req.path !== '/graphql') return false;
  const body = (req.method === 'GET' ? req.query : (req.body ?? {})) as GraphQLBody;
  return typeof body.query === 'string' && documentClass(body).showsReviewers;
}

/**
 * A query over GET (what browsers and CDNs can cache) is served from the cache only when Apollo's
 * CSRF prevention would run it: the request forces a CORS preflight. Anything else is Apollo's to
 * refuse. Apollo never runs a mutation over GET, so nothing sent this way writes.
 */
function graphqlGetKind(req: Request): RequestKind {
  const { query, operationName } = req.query as GraphQLBody;
  if (typeof query !== 'string' || !forcesPreflight(req)) return 'read';
  const { kind } = documentClass({ query, operationName });
  return kind === 'cache' ? 'cache' : 'read';
}

/** Content types a cross-site form or `fetch` may send without a CORS preflight. */
const SIMPLE_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
];
/** Apollo's default csrfPrevention.requestHeaders. */
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];

/** Whether Apollo's CSRF prevention lets this request run (it forces a CORS preflight). */
export function forcesPreflight(req: Request): boolean {
  if (PREFLIGHT_HEADERS.some((name) => req.headers[name])) return true;
  const type = req.headers['content-type']?.split(';')[0].trim().toLowerCase();
  return type !== undefined && type !== '' && !SIMPLE_CONTENT_TYPES.includes(type);
}

const READ: DocumentClass = { kind: 'read', showsReviewers: false };

/** Keyed by digest: both texts are the client's choice. */
function documentClass({ query, operationName }: GraphQLBody): DocumentClass {
  const name = typeof operationName === 'string' ? operationName : '';
  if ((query as string).length > REQUEST_LIMITS.maxQueryLength) return READ; // refused before parsing
  const key = digestOf(name, query as string);
  let found = documentClasses.get(key);
  if (found === undefined) {
    found = classify(query as string, name);
    documentClasses.set(key, found);
  }
  return found;
}

function classify(query: string, operationName: string): DocumentClass {
  let operation: OperationDefinitionNode | undefined;
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: REQUEST_LIMITS.maxTokens });
    const operations = document.definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    operation =
      operations.length === 1 && !operationName
        ? operations[0]
        : operations.find((o) => o.name?.value === operationName);
  } catch {
    return READ; // Apollo answers the syntax error; nothing runs.
  }
  if (!operation) return READ;
  const only = (kind: RequestKind): DocumentClass => ({ kind, showsReviewers: false });
  if (operation.operation === OperationTypeNode.MUTATION)
    return only(rootFieldsIn(operation, UNANNOUNCED_MUTATION_FIELDS) ? 'read' : 'write');
  if (operation.operation !== OperationTypeNode.QUERY) return only('write');
  if (selectsAny(document, UNCACHED_FIELDS)) return READ;
  if (!rootFieldsIn(operation, CACHEABLE_QUERY_FIELDS)) return READ;
  return { kind: 'cache', showsReviewers: selectsAny(document, REVIEWER_FIELDS) };
}

/** Whether the document (its fragments too) selects one of `fields` anywhere. */
function selectsAny(document: DocumentNode, fields: Set<string>): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (fields.has(node.name.value)) {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/** Whether every root selection is one of `fields` (a fragment or `__typename` alone is not). */
function rootFieldsIn(operation: OperationDefinitionNode, fields: Set<string>): boolean {
  return operation.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && fields.has(s.name.value),
  );
}
