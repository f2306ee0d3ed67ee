import { createContext, useContext } from 'react';
import type { AuthUserFragment } from './authUser.generated';
import type { LoginInput, RegisterInput, Role } from '../../generated/types';

export type AuthUser = AuthUserFragment;

export interface AuthState {
  user: AuthUser | null;
  /**
   * True for an educator: the navbar's Educator Dashboard. An admin, admitted to the educator area
   * too (canUseEducatorArea), finds the Admin console in the account menu instead.
   */
  isEducator: boolean;
  /** A stored token is being checked with `me`; guards wait instead of refusing. */
  initializing: boolean;
  login: (input: LoginInput) => Promise<AuthUser>;
  register: (input: RegisterInput) => Promise<AuthUser>;
  /** Clears token, user and the Apollo cache; toasts unless silent. */
  logout: (options?: { silent?: boolean }) => Promise<void>;
  /**
   * Revokes every session of the account on the server, this one included, then logs out here.
   * False (and a toast saying why) when the server refused.
   */
  signOutEverywhere: () => Promise<boolean>;
  /**
   * Signs this device in with a token the server just issued (a password reset or change) and
   * the user it belongs to, as login does.
   */
  startSession: (token: string, user: AuthUser) => AuthUser;
  /**
   * Why the session ended, when the server refused the stored token (the password changed, all
   * devices were signed out, or it expired); null otherwise, and again after the next sign-in.
   */
  signedOutReason: string | null;
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
