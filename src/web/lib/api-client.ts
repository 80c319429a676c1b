import type { ApiErrorBody } from '@shared/api';
import type { EndpointKey, RequestOf, ResponseAt } from '@shared/contract/by-key';
import type { ErrorCode } from '@shared/contract/errors';
import { takeEarlyAnswer } from './early-data';

/** Codes of failures the client sees without an answer from the API: no network, or no error body. */
export type ClientErrorCode = 'network_error' | 'http_error';

/** A failed API call: the server's error code and message, or status 0 when the network failed. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    /** stale_version alone: the newer document, as the endpoint's success answer gives it. */
    readonly newer?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  /** Worth retrying later: the network or the server failed, not the request. */
  get transient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/** One call of the endpoint `K` (`'POST /api/companies'`): its body, query and path parameters. */
export type ApiCall<K extends EndpointKey> = RequestOf<K> & { token?: string | null; signal?: AbortSignal };

/** The call's options, optional when the endpoint needs neither a body nor path parameters. */
export type ApiCallArgs<K extends EndpointKey, C = ApiCall<K>> =
  object extends RequestOf<K> ? [call?: C] : [call: C];

/** What requestApi sends; callApi's signature holds each endpoint to its own shape of it. */
interface ApiRequest {
  body?: unknown;
  query?: unknown;
  params?: Record<string, string>;
  token?: string | null | undefined;
  signal?: AbortSignal | undefined;
}

function urlOf(path: string, params: Record<string, string> | undefined, query: unknown): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  const fields = typeof query === 'object' && query !== null ? Object.entries(query) : [];
  // An optional field left undefined is left out, never sent as the word "undefined".
  const search = new URLSearchParams(
    fields.filter(([, value]) => value !== undefined).map(([key, value]) => [key, String(value)]),
  );
  return search.size > 0 ? `${filled}?${search}` : filled;
}

/** A success answer in one of the contract's text media types (a pitch outline's Markdown): text, not JSON. */
const isText = (response: Response) =>
  /^text\/(markdown|calendar)\b/.test(response.headers.get('content-type') ?? '');

const isEventStream = (response: Response) =>
  (response.headers.get('content-type') ?? '').startsWith('text/event-stream');

/**
 * One JSON request to the API endpoint `K`; resolves with its answer as the contract types it, or
 * rejects with an ApiRequestError. The answer's JSON is taken as the contract's response type here and
 * nowhere else: the server's handlers are compiled against the same schema.
 */
export async function requestApi<K extends EndpointKey>(
  key: K,
  call: ApiRequest = {},
): Promise<ResponseAt<K>> {
  const [method, path = ''] = key.split(' ');
  const { body, token, signal } = call;
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const url = urlOf(path, call.params, call.query);
  let response: Response;
  try {
    response =
      (method === 'GET' && token ? await takeEarlyAnswer(url, token) : undefined) ??
      (await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      }));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, 'network_error', 'Could not reach the server. Check your connection.');
  }
  // A stream of events is read as it comes, by readEvents (lib/event-stream.ts).
  if (response.ok && isEventStream(response)) return response as ResponseAt<K>;
  const payload: unknown =
    response.status === 204
      ? undefined
      : response.ok && isText(response)
        ? await response.text()
        : await response.json().catch(() => null);
  if (!response.ok) {
    const error = (payload as ApiErrorBody | null)?.error;
    throw new ApiRequestError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? response.statusText,
      error?.newer,
    );
  }
  return payload as ResponseAt<K>;
}

/** requestApi, with the compiler insisting on the body and path parameters the endpoint needs. */
export function callApi<K extends EndpointKey>(key: K, ...[call]: ApiCallArgs<K>): Promise<ResponseAt<K>> {
  return requestApi(key, call);
}
