/**
 * What a personal access token may do. Coarse, and named for what they allow; a token can never do
 * more than its owner can (an educator-only scope on a learner's token grants nothing). The server
 * validates against this list, the account page offers it, and the Developers page documents it.
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
  },
  {
    scope: 'courses:write',
    label: 'Write my courses',
    about: 'Create, edit, publish and unpublish your courses and coupons (educators).',
  },
  {
    scope: 'webhooks:manage',
    label: 'Manage webhooks',
    about: 'Register, change and test webhook endpoints, and read their deliveries.',
  },
] as const;

export type ApiScope = (typeof API_SCOPES)[number]['scope'];

export const isApiScope = (value: string): value is ApiScope =>
  API_SCOPES.some((s) => s.scope === value);

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
