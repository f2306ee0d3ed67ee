import { createContext, useContext } from 'react';

export type AuthModalView = 'login' | 'signup' | null;

export interface AuthModalState {
  view: AuthModalView;
  openLogin: () => void;
  openSignup: () => void;
  close: () => void;
}

export const AuthModalContext = createContext<AuthModalState | null>(null);

/** Open the login or signup modal from anywhere (navbar, guards, About page). */
export function useAuthModal(): AuthModalState {
  const modal = useContext(AuthModalContext);
  if (!modal) throw new Error('useAuthModal must be used inside <AuthModalProvider>');
  return modal;
}
