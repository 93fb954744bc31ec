import type { Endpoint } from '@mall/shared';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifySchema,
  FastifySerializerCompiler,
  HTTPMethods,
  preHandlerAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** The route schema a declaration stands for: what types the handler's request and answer. */
export type SchemaOf<E extends Endpoint> = (E extends { params: infer P extends z.ZodType } ? { params: P } : unknown) &
  (E extends { query: infer Q extends z.ZodType } ? { querystring: Q } : unknown) &
  (E extends { body: infer B extends z.ZodType } ? { body: B } : unknown) & {
    // A file answer (`binary`) is sent as it is; its schema only documents it.
    response: { [S in E['status']]: E extends { binary: readonly string[] } ? z.ZodAny : E['response'] };
  };

type Handler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** What only the API says about a route: its documentation, error answers and guards. */
export interface RouteDocs {
  summary: string;
  description?: string;
  tags: string[];
  /** The error answers (the envelope's schema, or a richer one such as the featured-prize conflict). */
  errors?: Record<number, z.ZodType>;
  /** Guards: access checks among them run before validation (plugins/auth.ts moves them there). */
  preHandler?: preHandlerAsyncHookHandler | preHandlerAsyncHookHandler[];
  config?: FastifyContextConfig;
  serializerCompiler?: FastifySerializerCompiler<FastifySchema>;
  /** The OpenAPI description of a multipart body (`multipart` declarations). */
  multipartBody?: Record<string, unknown>;
  /** The OpenAPI description of a file answer (`binary` declarations). */
  binaryDescription?: string;
}

/**
 * A Fastify route from an endpoint's declaration (packages/shared): method, path, operationId,
 * security and schemas come from it; summary, tags, errors and guards from the API. Register
 * with `app.route(routeOf(segmentsEndpoints.updateSegment, { summary, tags, errors }, handler))`;
 * the handler's request and answer are typed by the declaration's schemas.
 */
export function routeOf<const E extends Endpoint>(endpoint: E, docs: RouteDocs, handler: Handler<E>) {
  const success = endpoint.binary
    ? {
        description: docs.binaryDescription ?? 'The file',
        content: Object.fromEntries(endpoint.binary.map((type) => [type, { schema: endpoint.response }])),
      }
    : endpoint.response;
  const schema = {
    operationId: endpoint.operationId,
    ...(endpoint.public ? { security: [] } : {}),
    tags: docs.tags,
    summary: docs.summary,
    ...(docs.description ? { description: docs.description } : {}),
    ...(endpoint.multipart ? { consumes: ['multipart/form-data'], multipartBody: docs.multipartBody } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: { [endpoint.status]: success, ...docs.errors },
  };
  const options: RouteOptions = {
    method: endpoint.method satisfies HTTPMethods,
    url: endpoint.path,
    schema,
    // The declaration's schemas type the handler; Fastify's own options type knows no declarations.
    handler: handler as unknown as RouteOptions['handler'],
  };
  if (docs.preHandler) options.preHandler = docs.preHandler;
  if (docs.config) options.config = docs.config;
  if (docs.serializerCompiler) options.serializerCompiler = docs.serializerCompiler;
  return options;
}
