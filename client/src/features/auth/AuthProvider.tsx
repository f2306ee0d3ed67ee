import { useApolloClient } from '@apollo/client';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { emitSignedOut, onUnauthenticated } from '../../apollo/authEvents';
import { showToast } from '../../components/ui/toaster';
import { errorMessage, serviceUnavailable } from '../../lib/errorMessage';
import { hasErrorCode } from '../../lib/graphqlErrors';
import {
  MeDocument,
  useLoginMutation,
  useMeQuery,
  useRegisterMutation,
  useSignOutEverywhereMutation,
  useSignOutMutation,
  type MeQuery,
} from './auth.generated';
import type { LoginInput, RegisterInput } from '../../generated/types';
import { AuthContext, type AuthState, type AuthUser } from './authContext';
import type { AuthContext as RequestAuth } from '../../apollo/links';
import { clearToken, getToken, setToken } from '../../apollo/tokenStorage';
import { signedOutReason as reasonFor } from './signedOutReason';
import { t } from './i18n';
import { useFollowAccountLocale } from './accountLocale';

/** How often a signed-in page that could not load its user asks again. */
const ME_RETRY_MS = 5000;

/** Auth state: the token lives in localStorage, the user in the Apollo cache (`me`). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [token, setTokenState] = useState<string | null>(getToken);
  const [signedOutReason, setSignedOutReason] = useState<string | null>(null);
  const me = useMeQuery({ skip: !token });
  const [loginMutation] = useLoginMutation();
  const [registerMutation] = useRegisterMutation();
  const [signOutEverywhereMutation] = useSignOutEverywhereMutation();
  const [signOutMutation] = useSignOutMutation({ fetchPolicy: 'no-cache' });

  const startSession = useCallback(
    (newToken: string, user: AuthUser) => {
      setToken(newToken);
      client.writeQuery<MeQuery>({ query: MeDocument, data: { me: user } });
      setTokenState(newToken);
      setSignedOutReason(null);
      return user;
    },
    [client],
  );

  const login = useCallback(
    async (input: LoginInput) => {
      const { data } = await loginMutation({ variables: { input } });
      if (!data) throw new Error(t('auth.loginFailed'));
      return startSession(data.login.token, data.login.user);
    },
    [loginMutation, startSession],
  );

  const register = useCallback(
    async (input: RegisterInput) => {
      const { data } = await registerMutation({ variables: { input } });
      if (!data) throw new Error(t('auth.registrationFailed'));
      return startSession(data.register.token, data.register.user);
    },
    [registerMutation, startSession],
  );

  /** Ends the session on this device only: the token, the user and the Apollo store go. */
  const endSession = useCallback(
    async ({ silent = false }: { silent?: boolean } = {}) => {
      clearToken();
      setTokenState(null);
      emitSignedOut();
      if (!silent) showToast('success', t('auth.loggedOut'));
      await client.clearStore();
    },
    [client],
  );

  /**
   * Signs out here and ends the session on the server too, so other devices stop listing it. The
   * server is told best effort and not waited for: this device signs out whatever the network
   * does. The request names its token, cleared from storage before it leaves.
   */
  const logout = useCallback(
    async (options: { silent?: boolean } = {}) => {
      const ending = getToken();
      if (ending) {
        const context: RequestAuth = { tokenToSend: ending };
        signOutMutation({ context }).catch(() => undefined);
      }
      await endSession(options);
    },
    [signOutMutation, endSession],
  );

  const signOutEverywhere = useCallback(async () => {
    try {
      await signOutEverywhereMutation();
    } catch (error) {
      showToast('error', errorMessage(error, t('auth.signOutFailed')));
      return false;
    }
    // The toast goes first: ending the session clears the Apollo store, which must not be able
    // to keep the confirmation from showing.
    showToast('success', t('auth.signedOutEverywhere'));
    await endSession({ silent: true });
    return true;
  }, [signOutEverywhereMutation, endSession]);

  /**
   * The server refused the stored token: the session ends here, saying why (once, though both the
   * link and the `me` check below may report the same refusal).
   */
  const endRefusedSession = useCallback(
    (serverMessage: string | undefined) => {
      if (getToken() !== null) {
        const reason = reasonFor(serverMessage);
        setSignedOutReason(reason);
        // Toasts render through flushSync, which React refuses from inside an effect.
        setTimeout(() => showToast('warning', reason));
      }
      void endSession({ silent: true });
    },
    [endSession],
  );

  // Only the server refusing the stored token ends the session. Any other failure of `me` (the
  // network, or the service briefly unavailable after the link's own retries) keeps the token and
  // asks again a little later, so an outage never signs anyone out.
  const meRejected = Boolean(token) && hasErrorCode(me.error, 'UNAUTHENTICATED');
  const rejectionMessage = me.error?.graphQLErrors.find(
    (e) => e.extensions?.code === 'UNAUTHENTICATED',
  )?.message;
  useEffect(() => {
    if (meRejected) endRefusedSession(rejectionMessage);
  }, [meRejected, rejectionMessage, endRefusedSession]);

  const meUnreachable = Boolean(token) && Boolean(me.error) && !meRejected;
  const { refetch } = me;
  useEffect(() => {
    if (!meUnreachable) return;
    // Toasts render through flushSync, which React refuses from inside an effect.
    const toast = setTimeout(() => showToast('error', serviceUnavailable()));
    const retry = setInterval(() => void refetch().catch(() => undefined), ME_RETRY_MS);
    return () => {
      clearTimeout(toast);
      clearInterval(retry);
    };
  }, [meUnreachable, refetch]);

  useEffect(() => onUnauthenticated(endRefusedSession), [endRefusedSession]);

  const user = token ? (me.data?.me ?? null) : null;
  useFollowAccountLocale(user?.id, user?.locale);
  const value = useMemo<AuthState>(
    () => ({
      user,
      isEducator: user?.role === 'EDUCATOR',
      initializing: Boolean(token) && !user && (me.loading || meUnreachable),
      login,
      register,
      logout,
      signOutEverywhere,
      startSession,
      signedOutReason,
    }),
    [
      user,
      token,
      me.loading,
      meUnreachable,
      login,
      register,
      logout,
      signOutEverywhere,
      startSession,
      signedOutReason,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
