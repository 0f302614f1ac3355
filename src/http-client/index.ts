export {
  createHttpClient,
  DEFAULT_TIMEOUT_MS,
  type DownloadResult,
  type HttpClient,
  type HttpClientOptions,
  type HttpLogger,
  type RequestOptions,
} from './client'
export { fileNameFromContentDisposition } from './content-disposition'
export { CancelledError, HttpError, isCancelled, MESSAGES, NetworkError, TimeoutError, type ResponseCode } from './errors'
export { buildUrl, serialiseParams, type QueryParams, type QueryValue } from './url'
