import { lazy, useMemo, useState, type ReactNode } from 'react';
import { MountWhenOpened } from '../../components/MountWhenOpened';
import { AuthModalContext, type AuthModalState, type AuthModalView } from './authModalContext';

// Loaded on first use: most visits never open them.
const LoginModal = lazy(() => import('./LoginModal').then((m) => ({ default: m.LoginModal })));
const SignupModal = lazy(() => import('./SignupModal').then((m) => ({ default: m.SignupModal })));

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
      <MountWhenOpened open={view === 'login'}>
        <LoginModal />
      </MountWhenOpened>
      <MountWhenOpened open={view === 'signup'}>
        <SignupModal />
      </MountWhenOpened>
    </AuthModalContext.Provider>
  );
}
