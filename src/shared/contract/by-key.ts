import type { BodyOf, Endpoint, PathParams, QueryOf, ResponseOf } from './endpoint';
import type { endpoints } from './endpoints';

/** Every endpoint by its `METHOD /path` key, as the web client names them: `'GET /api/me'`. */
export type Endpoints = {
  [
    N in keyof typeof endpoints as `${(typeof endpoints)[N]['method']} ${(typeof endpoints)[N]['path']}`
  ]: (typeof endpoints)[N];
};
export type EndpointKey = keyof Endpoints;

/** What a call to the endpoint `K` sends besides its method and path. */
export type RequestOf<K extends EndpointKey> = WithBody<Endpoints[K]> &
  WithQuery<Endpoints[K]> &
  WithParams<Endpoints[K]['path']>;

type WithBody<E extends Endpoint> = [BodyOf<E>] extends [never] ? { body?: never } : { body: BodyOf<E> };
type WithQuery<E extends Endpoint> = [QueryOf<E>] extends [never]
  ? { query?: never }
  : { query?: QueryOf<E> };
type WithParams<P extends string> = [PathParams<P>] extends [never]
  ? { params?: never }
  : { params: Record<PathParams<P>, string> };

export type ResponseAt<K extends EndpointKey> = ResponseOf<Endpoints[K]>;
