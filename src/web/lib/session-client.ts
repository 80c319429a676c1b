import type { Session } from '@shared/api';
import type { SignInInput, SignUpInput } from '@shared/schemas';
import { ApiRequestError, callApi } from './api-client';
import { DEVICE_TOKEN_KEY, STORAGE_KEY } from './session-storage-key';

/** Refresh when the access token expires within this margin… */
export const REFRESH_MARGIN_MS = 90_000;
/** …checked this often while the tab is visible. */
export const TICK_INTERVAL_MS = 30_000;
const REFRESH_LOCK = 'sos.session.refresh';
/** The contract's bound on a device token; a longer stored value is not sent (it would be refused). */
const DEVICE_TOKEN_MAX_LENGTH = 200;

/** What signing out ends: this session, every session of the person, or nothing on the server. */
export type SignOutScope = 'session' | 'all' | 'local';

export type SessionEvent = 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED';
type Listener = (event: SessionEvent, session: Session | null) => void;

/** What the client needs from the browser; tests pass fakes. */
export interface SessionEnvironment {
  storage: Storage;
  now(): number;
  /** Web Locks, so that one tab refreshes at a time; absent where unsupported. */
  locks?: Pick<LockManager, 'request'> | undefined;
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
  document?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'> | undefined;
}

function browserEnvironment(): SessionEnvironment {
  return {
    storage: window.localStorage,
    now: () => Date.now(),
    locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
    window,
    document,
  };
}

function isSession(value: unknown): value is Session {
  const s = value as Session | null;
  return (
    typeof s?.access_token === 'string' &&
    typeof s.refresh_token === 'string' &&
    typeof s.expires_at === 'number'
  );
}

/**
 * The browser's session, as supabase-js keeps one: persisted in localStorage, refreshed in the
 * background a little before the access token expires, paused while the tab is hidden, and shared
 * by every tab of the origin.
 */
export class SessionClient {
  private session: Session | null;
  private readonly listeners = new Set<Listener>();
  private ticker: ReturnType<typeof setInterval> | undefined;
  private refreshing: Promise<Session | null> | undefined;
  private readonly env: SessionEnvironment;

  constructor(env: SessionEnvironment = browserEnvironment()) {
    this.env = env;
    this.session = this.read();
  }

  getSession(): Session | null {
    return this.session;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async signUp(input: SignUpInput): Promise<Session> {
    return this.signedIn(await callApi('POST /api/auth/signup', { body: input }));
  }

  /** Sends the device token of this browser's last sign-in, so that an attack on the account does not slow it. */
  async signIn(input: SignInInput): Promise<Session> {
    const deviceToken = this.deviceToken();
    const body = { grantType: 'password' as const, ...input, ...(deviceToken && { deviceToken }) };
    return this.signedIn(await callApi('POST /api/auth/token', { body }));
  }

  /** Trades the one-time code a single sign-on handed this browser (`/auth/sso#code=…`) for a session. */
  async signInWithSsoCode(code: string): Promise<Session> {
    return this.signedIn(await callApi('POST /api/auth/token', { body: { grantType: 'sso_code', code } }));
  }

  /**
   * Ends the session here at once and revokes it on the server (best effort: it may be offline).
   * `all` revokes every session of the person first, and fails (keeping this one) if the server could
   * not; `local` only forgets it here, for a session the server already ended (a deleted account).
   */
  async signOut(scope: SignOutScope = 'session'): Promise<void> {
    const token = this.session?.access_token;
    if (scope === 'all' && token) {
      await callApi('POST /api/auth/logout', { token: await this.getAccessToken(), query: { scope } });
      this.set(null, 'SIGNED_OUT');
      return;
    }
    this.set(null, 'SIGNED_OUT');
    if (token && scope === 'session')
      await callApi('POST /api/auth/logout', { token }).catch(() => undefined);
  }

  /** The stored session expires within the refresh margin: it must be refreshed before use. */
  needsRefresh(): boolean {
    return this.session !== null && this.expiresSoon(this.session);
  }

  /** An access token good for at least the refresh margin, refreshing first when needed. */
  async getAccessToken(): Promise<string | null> {
    if (this.session && this.expiresSoon(this.session)) await this.refresh();
    return this.session?.access_token ?? null;
  }

  /**
   * Refreshes the session once, however many callers ask at the same moment. A 4xx ends the session
   * (signed out); a network failure or 5xx is transient and keeps it for the next try.
   */
  refresh(): Promise<Session | null> {
    this.refreshing ??= this.withLock(() => this.refreshNow()).finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  /** Starts the background ticker and the tab listeners; returns the function that stops them. */
  start(): () => void {
    const onVisibility = () =>
      this.env.document?.visibilityState === 'hidden' ? this.stopTicker() : this.startTicker();
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEY && event.key !== null) return;
      const next = this.read();
      if (next?.refresh_token === this.session?.refresh_token) return;
      const previous = this.session;
      this.session = next;
      this.emit(next ? (previous ? 'TOKEN_REFRESHED' : 'SIGNED_IN') : 'SIGNED_OUT');
    };
    this.env.document?.addEventListener('visibilitychange', onVisibility);
    this.env.window?.addEventListener('storage', onStorage);
    if (this.env.document?.visibilityState !== 'hidden') this.startTicker();
    return () => {
      this.stopTicker();
      this.env.document?.removeEventListener('visibilitychange', onVisibility);
      this.env.window?.removeEventListener('storage', onStorage);
    };
  }

  private startTicker() {
    this.stopTicker();
    this.ticker = setInterval(() => void this.tick(), TICK_INTERVAL_MS);
    void this.tick();
  }

  private stopTicker() {
    clearInterval(this.ticker);
    this.ticker = undefined;
  }

  private async tick() {
    if (this.session && this.expiresSoon(this.session)) await this.refresh();
  }

  private expiresSoon(session: Session): boolean {
    return session.expires_at * 1000 - this.env.now() < REFRESH_MARGIN_MS;
  }

  private async refreshNow(): Promise<Session | null> {
    // Another tab may have refreshed while this one waited for the lock: adopt its session.
    const stored = this.read();
    if (stored && stored.refresh_token !== this.session?.refresh_token) {
      this.set(stored, 'TOKEN_REFRESHED');
      if (!this.expiresSoon(stored)) return stored;
    }
    const current = this.session;
    if (!current) return null;
    try {
      const session = await callApi('POST /api/auth/token', {
        body: { grantType: 'refresh_token', refreshToken: current.refresh_token },
      });
      this.set(session, 'TOKEN_REFRESHED');
      return session;
    } catch (error) {
      if (error instanceof ApiRequestError && !error.transient) {
        this.set(null, 'SIGNED_OUT');
        return null;
      }
      return current;
    }
  }

  /** Keeps the new device token apart from the session: it outlives sign-out (docs/decisions/016). */
  private signedIn({ device_token: deviceToken, ...session }: Session): Session {
    if (deviceToken) this.env.storage.setItem(DEVICE_TOKEN_KEY, deviceToken);
    this.set(session, 'SIGNED_IN');
    return session;
  }

  /** The stored device token, when it looks like one the server could have issued. */
  private deviceToken(): string | undefined {
    const token = this.env.storage.getItem(DEVICE_TOKEN_KEY);
    return token && token.length <= DEVICE_TOKEN_MAX_LENGTH ? token : undefined;
  }

  private withLock<T>(run: () => Promise<T>): Promise<T> {
    return this.env.locks ? (this.env.locks.request(REFRESH_LOCK, run) as Promise<T>) : run();
  }

  private read(): Session | null {
    try {
      const value: unknown = JSON.parse(this.env.storage.getItem(STORAGE_KEY) ?? 'null');
      return isSession(value) ? value : null;
    } catch {
      return null;
    }
  }

  private set(session: Session | null, event: SessionEvent) {
    this.session = session;
    if (session) this.env.storage.setItem(STORAGE_KEY, JSON.stringify(session));
    else this.env.storage.removeItem(STORAGE_KEY);
    this.emit(event);
  }

  private emit(event: SessionEvent) {
    this.listeners.forEach((listener) => listener(event, this.session));
  }
}
