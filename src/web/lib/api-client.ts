import type { ApiErrorBody } from '@shared/api';

/** A failed API call: the server's error code and message, or status 0 when the network failed. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  /** Worth retrying later: the network or the server failed, not the request. */
  get transient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

export interface ApiCall {
  method?: 'GET' | 'POST';
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
}

/** One JSON request to /api; resolves with the body, or rejects with an ApiRequestError. */
export async function callApi<T>(
  path: string,
  { method = 'GET', body, token, signal }: ApiCall = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, 'network_error', 'Could not reach the server. Check your connection.');
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (payload as ApiErrorBody | null)?.error;
    throw new ApiRequestError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? response.statusText,
    );
  }
  return payload as T;
}
