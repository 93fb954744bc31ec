import type { z } from 'zod';

/**
 * Every endpoint is declared once, here in packages/shared: its method, path, input and the
 * schema of its success answer. The API registers its route from the declaration
 * (apps/api/src/lib/route.ts) and the web app calls it through the same declaration
 * (apps/web/src/lib/api/endpoint.ts), so a path or a schema cannot differ between the two.
 * This file is types and two tiny functions: importing it never brings zod along.
 */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** What a declaration says without a schema: enough to build a request (method, path). */
export interface EndpointRoute {
  /** The OpenAPI operationId, also the declaration's key in `endpoints`. */
  readonly operationId: string;
  readonly method: HttpMethod;
  /** Under /api, parameters as `:name`: `/segments/:id`. */
  readonly path: string;
  /** The status of a success; 204 answers no content (its schema is `noContentSchema`). */
  readonly status: 200 | 201 | 204;
  /** Callable without a token (OpenAPI `security: []`). */
  readonly public?: true;
}

export interface Endpoint extends EndpointRoute {
  /** The path parameters' schema; its keys are the path's `:names` (a test checks it). */
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body. */
  readonly body?: z.ZodType;
  /**
   * A multipart/form-data body the handler reads itself (an upload): the web sends FormData,
   * the API documents the parts and validates the file as it streams.
   */
  readonly multipart?: true;
  /** The success answer. A binary download declares `binary` and the schema only documents it. */
  readonly response: z.ZodType;
  /** The success answer is a file (these content types), not JSON. */
  readonly binary?: readonly string[];
}

/** A declaration, its literal types kept (the path's parameters, the schemas' types). */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

declare const answer: unique symbol;
declare const queryInput: unique symbol;

/**
 * A declaration without schemas, for the calls of the web app's first load (home page, header,
 * customer home): zod stays out of that download. It carries its answer's type (and its query's,
 * for a list) only; the full declaration spreads it and adds the schemas, and a test proves both
 * agree.
 */
export type LightEndpoint<Answer, Query = never> = EndpointRoute & {
  readonly [answer]?: Answer;
  readonly [queryInput]?: Query;
};

export function lightEndpoint<Answer, Query = never>() {
  return <const R extends EndpointRoute>(route: R): R & LightEndpoint<Answer, Query> => route;
}

/** The answer's type of a light declaration. */
export type LightAnswer<R> = R extends LightEndpoint<infer A, unknown> ? A : never;

/** The query's type of a light declaration (never without one). */
type LightQuery<R> = R extends { readonly [queryInput]?: infer Q } ? (unknown extends Q ? never : Q) : never;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** `{ id: string }` for `/segments/:id`; `{}` for a path without parameters. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

/** The `:names` of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
}

/** The path with its parameters filled in (each encoded); a missing one is a programming error. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(value);
  });
}

/** What the API reads and the web sends. */
export type ParamsOf<E extends EndpointRoute> = PathParams<E['path']>;
export type QueryOf<E> = E extends { query: z.ZodType } ? z.input<E['query']> : LightQuery<E>;
export type BodyOf<E> = E extends { multipart: true }
  ? FormData
  : E extends { body: z.ZodType }
    ? z.input<E['body']>
    : never;
/** What a success answers, parsed. */
export type ResponseOf<E> = E extends { response: z.ZodType } ? z.output<E['response']> : LightAnswer<E>;
