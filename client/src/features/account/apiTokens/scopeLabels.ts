import {
  API_SCOPES,
  apiScopeEnumName,
  scopeAllowedFor,
  type ApiScope as ScopeName,
} from '../../../../../shared/api-scopes';
import type { ApiScope } from '../../../generated/types';
import { t } from '../i18n';

/** Each scope's label and about in the catalog (the English of shared/api-scopes.ts). */
const SCOPE_TEXT = {
  'catalog:read': ['account.scopeCatalogRead', 'account.scopeCatalogReadAbout'],
  'learning:read': ['account.scopeLearningRead', 'account.scopeLearningReadAbout'],
  'sales:read': ['account.scopeSalesRead', 'account.scopeSalesReadAbout'],
  'courses:write': ['account.scopeCoursesWrite', 'account.scopeCoursesWriteAbout'],
  'webhooks:manage': ['account.scopeWebhooksManage', 'account.scopeWebhooksManageAbout'],
} as const satisfies Record<ScopeName, readonly [string, string]>;

/** The scopes as the GraphQL enum names them, with their label and about in the active language. */
export const scopeChoices = () =>
  API_SCOPES.map((s) => ({
    value: apiScopeEnumName(s.scope) as ApiScope,
    scope: s.scope,
    label: t(SCOPE_TEXT[s.scope][0]),
    about: t(SCOPE_TEXT[s.scope][1]),
  }));

/** The scopes an account of `role` may give a token: the server refuses the others. */
export const scopeChoicesFor = (role: string) =>
  scopeChoices().filter((choice) => scopeAllowedFor(role, choice.scope));

export const scopeLabel = (value: ApiScope): string =>
  scopeChoices().find((s) => s.value === value)?.label ?? value;
