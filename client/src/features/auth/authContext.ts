import { createContext, useContext } from 'react';
import type { AuthUserFragment, LoginInput, RegisterInput, Role } from '../../generated/graphql';

export type AuthUser = AuthUserFragment;

export interface AuthState {
  user: AuthUser | null;
  /** True for an educator, and for an admin (admitted to the educator area too). */
  isEducator: boolean;
  /** A stored token is being checked with `me`; guards wait instead of refusing. */
  initializing: boolean;
  login: (input: LoginInput) => Promise<AuthUser>;
  register: (input: RegisterInput) => Promise<AuthUser>;
  /** Clears token, user and the Apollo cache; toasts unless silent. */
  logout: (options?: { silent?: boolean }) => Promise<void>;
  /** Revokes every session of the account on the server, this one included, then logs out here. */
  signOutEverywhere: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}

/** Educators and admins are admitted to the educator area. */
export function canUseEducatorArea(role: Role | undefined): boolean {
  return role === 'EDUCATOR' || role === 'ADMIN';
}
