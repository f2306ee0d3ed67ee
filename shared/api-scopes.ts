/**
 * What a personal access token may do. Coarse, and named for what they allow; a token can never do
 * more than its owner can. A `teaching` scope is for educators and admins only: the server refuses
 * it to a learner's new token, the account page does not offer it to them, and a token that holds
 * it when its owner loses the role grants nothing (every request checks the owner's current role).
 * The server validates against this list, and the Developers page documents it.
 */
export const API_SCOPES = [
  {
    scope: 'catalog:read',
    label: 'Read the catalog',
    about: 'Published courses, instructors, categories and reviews.',
  },
  {
    scope: 'learning:read',
    label: 'Read my learning',
    about: 'Your enrolments, progress, quiz results and certificates.',
  },
  {
    scope: 'sales:read',
    label: 'Read my sales and students',
    about: 'Your courses’ sales, students, coupons and analytics (educators).',
    teaching: true,
  },
  {
    scope: 'courses:write',
    label: 'Write my courses',
    about: 'Create, edit, publish and unpublish your courses and coupons (educators).',
    teaching: true,
  },
  {
    scope: 'webhooks:manage',
    label: 'Manage webhooks',
    about: 'Register, change and test webhook endpoints, and read their deliveries (educators).',
    teaching: true,
  },
] as const;

export type ApiScope = (typeof API_SCOPES)[number]['scope'];

export const isApiScope = (value: string): value is ApiScope =>
  API_SCOPES.some((s) => s.scope === value);

/** The roles that teach, spelt either way (the server's `educator`, GraphQL's `EDUCATOR`). */
const TEACHING_ROLES = new Set(['educator', 'admin']);

/** Whether an account of `role` may give a token `scope`: teaching scopes need an educator or admin. */
export function scopeAllowedFor(role: string, scope: ApiScope): boolean {
  const entry = API_SCOPES.find((s) => s.scope === scope);
  return !(entry && 'teaching' in entry) || TEACHING_ROLES.has(role.toLowerCase());
}

/** Every token starts with this, so secret scanners (GitHub's, gitleaks) can recognise a leaked one. */
export const API_TOKEN_PREFIX = 'bcpat_';

/** A token lives at most this long; the account page offers shorter lives. */
export const API_TOKEN_MAX_DAYS = 366;

/** Tokens one user may hold at once (revoked and expired ones do not count). */
export const API_TOKENS_PER_USER = 20;

/** A scope's name in the GraphQL enum ApiScope: `sales:read` is SALES_READ. */
export const apiScopeEnumName = (scope: ApiScope): string => scope.replace(':', '_').toUpperCase();

/** The expiry choices the account page offers, in days. */
export const API_TOKEN_LIFETIME_DAYS = [30, 90, 365] as const;
