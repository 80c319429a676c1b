import type { Session, SessionUser } from '@shared/api';
import type { EndpointKey, ResponseAt } from '@shared/contract/by-key';
import type { SignInInput, SignUpInput } from '@shared/schemas';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { type ApiCall, type ApiCallArgs, ApiRequestError, requestApi } from './api-client';
import type { SessionClient, SignOutScope } from './session-client';

export interface Auth {
  session: Session | null;
  user: SessionUser | null;
  /** True until the stored session has been read and, if it was about to expire, refreshed. */
  loading: boolean;
  signUp(input: SignUpInput): Promise<Session>;
  signIn(input: SignInInput): Promise<Session>;
  /** Trades a single sign-on's one-time code for a session. */
  signInWithSso(code: string): Promise<Session>;
  signOut(scope?: SignOutScope): Promise<void>;
  /** Calls the API as the signed-in person; a 401 gets one refresh and one retry. */
  callApi<K extends EndpointKey>(key: K, ...call: ApiCallArgs<K, SignedInCall<K>>): Promise<ResponseAt<K>>;
}

/** A call made as the signed-in person: the token is the session's own. */
type SignedInCall<K extends EndpointKey> = Omit<ApiCall<K>, 'token'>;

/**
 * Who asks for data, as a query's options need it: the person (their id keys the cache) and their
 * calls. `useAuth()` is one in a component; `callerOf` makes one outside React.
 */
export type Caller = Pick<Auth, 'user' | 'callApi'>;

const AuthContext = createContext<Auth | null>(null);

/** Calls the API as the client's signed-in person; a 401 gets one refresh and one retry. */
export async function callApiAs<K extends EndpointKey>(
  client: SessionClient,
  key: K,
  ...[call]: ApiCallArgs<K, SignedInCall<K>>
): Promise<ResponseAt<K>> {
  try {
    return await requestApi(key, { ...call, token: await client.getAccessToken() });
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 401 || !client.getSession()) throw error;
    const refreshed = await client.refresh();
    if (!refreshed) throw error;
    return requestApi(key, { ...call, token: refreshed.access_token });
  }
}

/** The client's signed-in person and their calls, for a query asked before the app renders. */
export function callerOf(client: SessionClient): Caller {
  return {
    user: client.getSession()?.user ?? null,
    callApi: (key, ...call) => callApiAs(client, key, ...call),
  };
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
    <K extends EndpointKey>(key: K, ...call: ApiCallArgs<K, SignedInCall<K>>) =>
      callApiAs(client, key, ...call),
    [client],
  );

  const value = useMemo<Auth>(
    () => ({
      session,
      user: session?.user ?? null,
      loading,
      signUp: (input) => client.signUp(input),
      signIn: (input) => client.signIn(input),
      signInWithSso: (code) => client.signInWithSsoCode(code),
      signOut: (scope) => client.signOut(scope),
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
