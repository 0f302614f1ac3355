/** An error the content API answers with its own status and message (A3). */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 405 | 503,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = 'ApiError'
  }
}

export const badRequest = (message: string) => new ApiError(400, message)
export const notFound = (message: string) => new ApiError(404, message)
