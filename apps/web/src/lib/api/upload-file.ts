import { type FilePurpose, uploadsEndpoints } from '@mall/shared';
import { callEndpointWith } from './endpoint';

const upload = uploadsEndpoints.uploadFile;
/**
 * What a form keeps of an upload: the URL for the record's field, the server's message and, for a
 * receipt photo, what the server read off it when that was quick (its fiscal key).
 */
const answerSchema = upload.response
  .pick({ message: true, url: true })
  .extend({ data: upload.response.shape.data.pick({ receipt: true }).partial().optional() });
export type UploadAnswer = ReturnType<typeof answerSchema.parse>;

/**
 * POST /shared/upload (multipart `file`): `image` for a store's or prize's picture (public),
 * `receipt` for a purchase's receipt (private). The answer's url goes in the record's field.
 * The declaration is `multipart`: its body is FormData, sent as is (the browser sets the
 * boundary). Not exported from `./index`: the first bundle stays free of the upload schemas.
 */
export async function uploadFile(file: File, purpose: FilePurpose): Promise<UploadAnswer> {
  const body = new FormData();
  body.append('file', file);
  return callEndpointWith(upload, (answer) => answerSchema.parse(answer), {
    body,
    query: { purpose },
    timeoutMs: 120_000,
  });
}
