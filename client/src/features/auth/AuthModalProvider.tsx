import { useMemo, useState, type ReactNode } from 'react';
import { AuthModalContext, type AuthModalState, type AuthModalView } from './authModalContext';
import { LoginModal } from './LoginModal';
import { SignupModal } from './SignupModal';

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [view, setView] = useState<AuthModalView>(null);
  // Stable openers, so effects may depend on them.
  const actions = useMemo(
    () => ({
      openLogin: () => setView('login'),
      openSignup: () => setView('signup'),
      close: () => setView(null),
    }),
    [],
  );
  const value = useMemo<AuthModalState>(() => ({ view, ...actions }), [view, actions]);
  return (
    <AuthModalContext.Provider value={value}>
      {children}
      <LoginModal />
      <SignupModal />
    </AuthModalContext.Provider>
  );
}
