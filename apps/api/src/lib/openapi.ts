import { jsonSchemaTransform } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The OpenAPI description of a multipart/form-data body (JSON Schema), for routes that read
     * their parts themselves (`request.file()`): documented, never used for validation.
     */
    multipartBody?: Record<string, unknown>;
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Zod route schemas to OpenAPI, plus the multipart bodies that the validator must not see:
 * `multipartBody` becomes the documented `body`, sent as `consumes` says (multipart/form-data).
 * A 204 is documented without content (its zod schema, `null`, only types the handler).
 */
export function openapiTransform(input: TransformInput) {
  const { multipartBody, ...schema } = (input.schema ?? {}) as Record<string, unknown>;
  const out = jsonSchemaTransform({ ...input, schema } as TransformInput);
  if (multipartBody) (out.schema as Record<string, unknown>).body = multipartBody;
  const response = (out.schema as { response?: Record<string, unknown> }).response;
  if (response?.['204']) response['204'] = { type: 'null', description: 'No content' };
  return out;
}
