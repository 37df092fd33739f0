import type { ApiRoutes } from '@prosa/contracts';
import { apiRequest, uploadFile } from './apiRequest.ts';

// The panel's API client, typed by the contracts' route map: the path names the route, its
// `:params` are filled (and encoded) from `params`, and the answer's type comes from the map.
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type PathOf<M extends Method, K = keyof ApiRoutes> = K extends `${M} ${infer Path}` ? Path : never;
type RouteOf<M extends Method, P extends string> = ApiRoutes[`${M} ${P}` & keyof ApiRoutes];
type ParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Input<M extends Method, P extends string> = ([ParamName<P>] extends [never]
  ? unknown
  : { params: Record<ParamName<P>, string | number> }) &
  (RouteOf<M, P> extends { body: infer Body } ? { body: Body } : unknown) &
  (RouteOf<M, P> extends { query: infer Query } ? { query?: Query } : unknown);
type InputArgs<M extends Method, P extends string> =
  Record<string, never> extends Input<M, P> ? [input?: Input<M, P>] : [input: Input<M, P>];
type Call<M extends Method> = <P extends PathOf<M>>(
  path: P,
  ...input: InputArgs<M, P>
) => Promise<RouteOf<M, P>['response']>;

interface RequestInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

// `/api/bots/:id` with { id: 'a b' } -> `/api/bots/a%20b`, plus the query's values: those left
// undefined or empty are not sent, so the route's defaults apply.
export function apiPath(pattern: string, input: RequestInput = {}): string {
  const path = pattern.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(input.params?.[name] ?? '')),
  );
  const entries = Object.entries(input.query ?? {}).filter(
    ([, value]) => value !== undefined && value !== '',
  );
  const search = new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
  return search ? `${path}?${search}` : path;
}

const call =
  <M extends Method>(method: M): Call<M> =>
  (path, ...[input]) => {
    const request = (input ?? {}) as RequestInput;
    const body = method === 'POST' || method === 'PUT' ? (request.body ?? {}) : request.body;
    return apiRequest(method, apiPath(path, request), body);
  };

// A file as the raw body of a POST route, its options in the query string.
const upload = <P extends PathOf<'POST'>>(
  path: P,
  file: Blob,
  name: string,
  input: {
    params?: Record<ParamName<P>, string | number>;
    query?: RouteOf<'POST', P> extends { query: infer Query } ? Query : never;
  } = {},
): Promise<RouteOf<'POST', P>['response']> => uploadFile(apiPath(path, input as RequestInput), file, name);

export const api = { get: call('GET'), post: call('POST'), put: call('PUT'), delete: call('DELETE'), upload };
