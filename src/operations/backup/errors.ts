/**
 * A problem the operator can act on (a damaged archive, a missing tool, data that --force would
 * replace): the scripts print its message alone, without a stack trace.
 */
export class BackupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'BackupError'
  }
}
