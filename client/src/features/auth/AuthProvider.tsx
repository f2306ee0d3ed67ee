import { useApolloClient } from '@apollo/client';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onUnauthenticated } from '../../apollo/authEvents';
import { showToast } from '../../components/ui/toaster';
import { errorMessage, SERVICE_UNAVAILABLE } from '../../lib/errorMessage';
import { hasErrorCode } from '../../lib/graphqlErrors';
import {
  MeDocument,
  useLoginMutation,
  useMeQuery,
  useRegisterMutation,
  useSignOutEverywhereMutation,
  type LoginInput,
  type MeQuery,
  type RegisterInput,
} from '../../generated/graphql';
import { AuthContext, type AuthState, type AuthUser } from './authContext';
import { clearToken, getToken, setToken } from '../../apollo/tokenStorage';

/** How often a signed-in page that could not load its user asks again. */
const ME_RETRY_MS = 5000;

/** Auth state: the token lives in localStorage, the user in the Apollo cache (`me`). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [token, setTokenState] = useState<string | null>(getToken);
  const me = useMeQuery({ skip: !token });
  const [loginMutation] = useLoginMutation();
  const [registerMutation] = useRegisterMutation();
  const [signOutEverywhereMutation] = useSignOutEverywhereMutation();

  const startSession = useCallback(
    (newToken: string, user: AuthUser) => {
      setToken(newToken);
      client.writeQuery<MeQuery>({ query: MeDocument, data: { me: user } });
      setTokenState(newToken);
      return user;
    },
    [client],
  );

  const login = useCallback(
    async (input: LoginInput) => {
      const { data } = await loginMutation({ variables: { input } });
      if (!data) throw new Error('Login failed');
      return startSession(data.login.token, data.login.user);
    },
    [loginMutation, startSession],
  );

  const register = useCallback(
    async (input: RegisterInput) => {
      const { data } = await registerMutation({ variables: { input } });
      if (!data) throw new Error('Registration failed');
      return startSession(data.register.token, data.register.user);
    },
    [registerMutation, startSession],
  );

  const logout = useCallback(
    async ({ silent = false }: { silent?: boolean } = {}) => {
      clearToken();
      setTokenState(null);
      if (!silent) showToast('success', 'Logged out successfully');
      await client.clearStore();
    },
    [client],
  );

  const signOutEverywhere = useCallback(async () => {
    try {
      await signOutEverywhereMutation();
    } catch (error) {
      showToast('error', errorMessage(error, 'Sign out failed'));
      return;
    }
    // The toast goes first: ending the session clears the Apollo store, which must not be able
    // to keep the confirmation from showing.
    showToast('success', 'Signed out of all devices');
    await logout({ silent: true });
  }, [signOutEverywhereMutation, logout]);

  // Only the server refusing the stored token ends the session. Any other failure of `me` (the
  // network, or the service briefly unavailable after the link's own retries) keeps the token and
  // asks again a little later, so an outage never signs anyone out.
  const meRejected = Boolean(token) && hasErrorCode(me.error, 'UNAUTHENTICATED');
  useEffect(() => {
    if (meRejected) void logout({ silent: true });
  }, [meRejected, logout]);

  const meUnreachable = Boolean(token) && Boolean(me.error) && !meRejected;
  const { refetch } = me;
  useEffect(() => {
    if (!meUnreachable) return;
    // Toasts render through flushSync, which React refuses from inside an effect.
    const toast = setTimeout(() => showToast('error', SERVICE_UNAVAILABLE));
    const retry = setInterval(() => void refetch().catch(() => undefined), ME_RETRY_MS);
    return () => {
      clearTimeout(toast);
      clearInterval(retry);
    };
  }, [meUnreachable, refetch]);

  useEffect(() => onUnauthenticated(() => void logout({ silent: true })), [logout]);

  const user = token ? (me.data?.me ?? null) : null;
  const value = useMemo<AuthState>(
    () => ({
      user,
      isEducator: user?.role === 'EDUCATOR' || user?.role === 'ADMIN',
      initializing: Boolean(token) && !user && (me.loading || meUnreachable),
      login,
      register,
      logout,
      signOutEverywhere,
    }),
    [user, token, me.loading, meUnreachable, login, register, logout, signOutEverywhere],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
