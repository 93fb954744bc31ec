import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { FILE_PURPOSES } from './enums';
import { uploadResponseSchema } from './prizes.schemas';
import { uuidSchema } from './schemas';

/** The content types a private file is served as. */
export const PRIVATE_FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;

export const uploadsEndpoints = {
  /**
   * Multipart (`file`): the web sends FormData, the API reads the one part as it streams (size
   * and magic bytes checked there), so no body schema validates it.
   */
  uploadFile: defineEndpoint({
    operationId: 'uploadFile',
    method: 'POST',
    path: '/shared/upload',
    multipart: true,
    query: z.object({
      purpose: z.enum(FILE_PURPOSES, { error: 'purpose deve ser image ou receipt' }).optional(),
    }),
    response: uploadResponseSchema,
    status: 201,
  }),
  /**
   * A private receipt, answered as the file itself (`binary`), not JSON. Its URL comes in the
   * record that names it (a sale's `receiptUrl`), so the web opens that URL with the token.
   */
  getPrivateFile: defineEndpoint({
    operationId: 'getPrivateFile',
    method: 'GET',
    path: '/shared/files/:id',
    params: z.object({ id: uuidSchema }),
    response: z.any().meta({ type: 'string', format: 'binary' }),
    binary: PRIVATE_FILE_TYPES,
    status: 200,
  }),
};
