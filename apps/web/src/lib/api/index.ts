export { API_BASE, api, DEFAULT_TIMEOUT_MS, type RequestOptions, request } from './client';
export { type DownloadedFile, downloadEndpoint, fileNameOf, saveFile } from './download';
export {
  type CallOptions,
  callEndpoint,
  callEndpointWith,
  type EndpointInput,
} from './endpoint';
export { ApiError, type ApiErrorKind, isApiError, messagesFromBody, NETWORK_MESSAGES } from './errors';
export { idempotentEndpoint, idempotentPost } from './idempotent-post';
