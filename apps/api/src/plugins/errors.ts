import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  AppError,
  databaseUnavailable,
  SERVICE_UNAVAILABLE_MESSAGE,
  STATUS_NAMES,
  TooManyRequestsError,
} from '../lib/errors';

function envelope(statusCode: number, message: string | string[], extra?: Record<string, unknown>) {
  return { statusCode, error: STATUS_NAMES[statusCode] ?? 'Error', message, ...extra };
}

/** Fastify's own client errors, in Portuguese. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'O corpo da requisição não é um JSON válido',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio',
  FST_ERR_CTP_BODY_TOO_LARGE: 'O corpo da requisição é grande demais',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não suportado',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length inválido',
  FST_ERR_CTP_INVALID_TYPE: 'Tipo de conteúdo inválido',
  FST_ERR_VALIDATION: 'Dados inválidos',
  FST_REQ_FILE_TOO_LARGE: 'O arquivo deve ter no máximo 5MB.',
  FST_FILES_LIMIT: 'Envie apenas um arquivo',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'A requisição deve ser multipart/form-data',
};

/** One handler writes the envelope `{ statusCode, error, message }` for every failure. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err instanceof TooManyRequestsError) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.statusCode).send(envelope(err.statusCode, err.messages, err.extra));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const messages = [...new Set(err.validation.map((v) => v.message ?? 'Dados inválidos'))];
      return reply.status(400).send(envelope(400, messages.length === 1 ? messages[0]! : messages));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(envelope(500, 'Erro interno do servidor'));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        (err.code && FRAMEWORK_MESSAGES[err.code]) ||
        (status === 429 ? 'Muitas tentativas. Aguarde um instante e tente novamente.' : 'Requisição inválida');
      return reply.status(status).send(envelope(status, message));
    }
    if (databaseUnavailable(err)) {
      // Nothing was written (the transaction, if any, died with its connection); the next request
      // gets a new connection once the database answers.
      request.log.warn({ err }, 'database unavailable');
      reply.header('retry-after', '5');
      return reply.status(503).send(envelope(503, SERVICE_UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(envelope(500, 'Erro interno do servidor'));
  });
});

export { envelope };
