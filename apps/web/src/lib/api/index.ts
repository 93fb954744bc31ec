export { API_BASE, api, DEFAULT_TIMEOUT_MS, type RequestOptions, request } from './client';
export { ApiError, type ApiErrorKind, isApiError, messagesFromBody, NETWORK_MESSAGES } from './errors';
export { idempotentPost } from './idempotent-post';
