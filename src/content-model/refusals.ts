import { APIError, type AfterErrorHook } from 'payload'

type FieldError = { path: string; message: string }

/** A refused action, with its reason in Chinese (the admin shows it in a toast). */
export class Refusal extends APIError {
  constructor(message: string, status = 403) {
    super(message, status, null, true)
    // Set by hand: the production bundle shortens class names, and Payload logs by name.
    this.name = 'Forbidden'
  }
}

const fieldErrorsOf = (error: unknown): FieldError[] => {
  const errors = (error as { data?: { errors?: unknown } } | null)?.data?.errors
  return Array.isArray(errors)
    ? errors.filter((entry): entry is FieldError => typeof entry?.path === 'string' && typeof entry.message === 'string')
    : []
}

/**
 * E9: every refused field reaches the person with its reason. Payload answers a ValidationError
 * with its field errors only when the error is an instance of its own class, and Next's
 * production bundle holds two copies of Payload's error classes: the answer kept only the
 * summary ("下面的字段是无效的： password"), and the admin could not show the reason under the field.
 * Here the answer says the reasons themselves, with the field errors beside them.
 */
export const fieldErrorsInAnswer: AfterErrorHook = ({ error, result }) => {
  const fields = fieldErrorsOf(error)
  if (fields.length === 0) return
  const collection = (error as { data?: { collection?: unknown } }).data?.collection
  const message = fields.map((field) => field.message).join('；')
  const status = (error as { status?: unknown }).status
  return {
    response: { ...result, errors: [{ name: 'ValidationError', message, data: { collection, errors: fields } }] },
    status: typeof status === 'number' ? status : 400,
  }
}
