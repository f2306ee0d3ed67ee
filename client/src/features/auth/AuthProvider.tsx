import { useApolloClient } from '@apollo/client';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onUnauthenticated } from '../../apollo/authEvents';
import { showToast } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/errorMessage';
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
import { clearToken, getToken, setToken } from './tokenStorage';

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
    await logout({ silent: true });
    showToast('success', 'Signed out of all devices');
  }, [signOutEverywhereMutation, logout]);

  // The server refusing the stored token (or answering `me` with an error) ends the session;
  // a network failure does not, so a flaky connection at page load keeps the user signed in.
  const meFailed = Boolean(token) && (me.error?.graphQLErrors.length ?? 0) > 0;
  useEffect(() => {
    if (meFailed) void logout({ silent: true });
  }, [meFailed, logout]);

  useEffect(() => onUnauthenticated(() => void logout({ silent: true })), [logout]);

  const user = token ? (me.data?.me ?? null) : null;
  const value = useMemo<AuthState>(
    () => ({
      user,
      isEducator: user?.role === 'EDUCATOR' || user?.role === 'ADMIN',
      initializing: Boolean(token) && !user && me.loading,
      login,
      register,
      logout,
      signOutEverywhere,
    }),
    [user, token, me.loading, login, register, logout, signOutEverywhere],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
