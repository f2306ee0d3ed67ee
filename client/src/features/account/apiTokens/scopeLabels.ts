import { API_SCOPES, apiScopeEnumName, scopeAllowedFor } from '../../../../../shared/api-scopes';
import type { ApiScope } from '../../../generated/types';

/** The scopes as the GraphQL enum names them, with the catalogue's label and about. */
export const SCOPE_CHOICES = API_SCOPES.map((s) => ({
  value: apiScopeEnumName(s.scope) as ApiScope,
  scope: s.scope,
  label: s.label,
  about: s.about,
}));

/** The scopes an account of `role` may give a token: the server refuses the others. */
export const scopeChoicesFor = (role: string) =>
  SCOPE_CHOICES.filter((choice) => scopeAllowedFor(role, choice.scope));

export const scopeLabel = (value: ApiScope): string =>
  SCOPE_CHOICES.find((s) => s.value === value)?.label ?? value;
