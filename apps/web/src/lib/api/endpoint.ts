import {
  type BodyOf,
  type Endpoint,
  type EndpointRoute,
  fillPath,
  type LightEndpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@mall/shared';
import { type RequestOptions, request } from './client';

/**
 * The web app calls the API only through the endpoint declarations of packages/shared: the URL
 * is built from the declared path and parameters, the input typed by the declared schemas and
 * the answer parsed with the declared response schema. No path is written in a feature.
 * Zod stays out of this file (the schemas come with the declaration a feature imports), so the
 * first load may use it too.
 */
export type CallOptions = Pick<RequestOptions, 'signal' | 'toastErrors' | 'idempotencyKey' | 'timeoutMs'>;

type ParamsInput<E extends EndpointRoute> = [keyof ParamsOf<E>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<E> };
type BodyInput<E> = [BodyOf<E>] extends [never] ? { body?: undefined } : { body: BodyOf<E> };
type QueryInput<E> = [QueryOf<E>] extends [never] ? { query?: undefined } : { query?: QueryOf<E> };

/** What a call of `E` takes: its path parameters, query and body as declared, and the call's options. */
export type EndpointInput<E extends EndpointRoute> = ParamsInput<E> & QueryInput<E> & BodyInput<E> & CallOptions;
type InputArgs<E extends EndpointRoute> =
  object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

type QueryValue = string | number | boolean | null | undefined;

/** The query's plain values (the request drops empty ones); anything else is not a query value. */
function queryOf(query: object | undefined): Record<string, QueryValue> | undefined {
  if (!query) return undefined;
  const out: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) out[key] = value;
  }
  return out;
}

/** Any endpoint's input, as `send` reads it. */
type SendInput = CallOptions & { params?: Record<string, string>; query?: object; body?: unknown };

function send(endpoint: EndpointRoute, input: SendInput = {}): Promise<unknown> {
  const { params, query, body, ...options } = input;
  return request<unknown>(fillPath(endpoint.path, params), {
    ...options,
    method: endpoint.method,
    body,
    query: queryOf(query ?? undefined),
  });
}

/** Calls an endpoint and answers its success, parsed with the declaration's schema. */
export async function callEndpoint<E extends Endpoint>(endpoint: E, ...[input]: InputArgs<E>): Promise<ResponseOf<E>> {
  return parsed(endpoint, await send(endpoint, input as SendInput | undefined));
}

/** The declaration's schema parses the answer: its output is `ResponseOf<E>` by definition. */
export function parsed<E extends Endpoint>(endpoint: E, answer: unknown): ResponseOf<E> {
  return endpoint.response.parse(answer) as ResponseOf<E>;
}

/**
 * Calls an endpoint and answers what `read` makes of the answer. For the first load
 * (`firstLoadEndpoints`, declared without schemas): a shape check (`./shape`) instead of zod, so
 * the first download stays small. For an answer of which the caller reads a part only: a part of
 * the declaration's schema (`upload-file.ts`).
 */
export async function callEndpointWith<E extends LightEndpoint<unknown, unknown>, T>(
  endpoint: E,
  read: (answer: unknown) => T,
  ...[input]: InputArgs<E>
): Promise<T> {
  return read(await send(endpoint, input as SendInput | undefined));
}
