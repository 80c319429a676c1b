import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Session, SessionUser } from '@shared/api';
import type { SignInInput, SignUpInput } from '@shared/schemas';
import { ApiRequestError, callApi, type ApiCall } from './api-client';
import type { SessionClient } from './session-client';

export interface Auth {
  session: Session | null;
  user: SessionUser | null;
  /** True until the stored session has been read and, if it was about to expire, refreshed. */
  loading: boolean;
  signUp(input: SignUpInput): Promise<Session>;
  signIn(input: SignInInput): Promise<Session>;
  signOut(): Promise<void>;
  /** Calls the API as the signed-in person; a 401 gets one refresh and one retry. */
  callApi<T>(path: string, call?: Omit<ApiCall, 'token'>): Promise<T>;
}

const AuthContext = createContext<Auth | null>(null);

/** Calls the API as the client's signed-in person; a 401 gets one refresh and one retry. */
export async function callApiAs<T>(
  client: SessionClient,
  path: string,
  call: Omit<ApiCall, 'token'> = {},
): Promise<T> {
  try {
    return await callApi<T>(path, { ...call, token: await client.getAccessToken() });
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 401 || !client.getSession()) throw error;
    const refreshed = await client.refresh();
    if (!refreshed) throw error;
    return callApi<T>(path, { ...call, token: refreshed.access_token });
  }
}

export function AuthProvider({ client, children }: { client: SessionClient; children: ReactNode }) {
  const [session, setSession] = useState(() => client.getSession());
  // Reading the stored session takes no time: only one that must be refreshed first keeps auth loading.
  const [loading, setLoading] = useState(() => client.needsRefresh());

  useEffect(() => {
    const unsubscribe = client.subscribe((_event, next) => setSession(next));
    const stop = client.start();
    let active = true;
    void client.getAccessToken().finally(() => {
      if (active) {
        setSession(client.getSession());
        setLoading(false);
      }
    });
    return () => {
      active = false;
      unsubscribe();
      stop();
    };
  }, [client]);

  const authorizedCall = useCallback(
    <T,>(path: string, call?: Omit<ApiCall, 'token'>) => callApiAs<T>(client, path, call),
    [client],
  );

  const value = useMemo<Auth>(
    () => ({
      session,
      user: session?.user ?? null,
      loading,
      signUp: (input) => client.signUp(input),
      signIn: (input) => client.signIn(input),
      signOut: () => client.signOut(),
      callApi: authorizedCall,
    }),
    [client, session, loading, authorizedCall],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used within AuthProvider');
  return auth;
}
