import type { ErrorResult } from './__generated__/http-client'

export type ApiErrorInit = {
  message: string
  statusCode: number
  errorCode?: string
  requestId?: string
  /** Response text that could not be parsed. */
  raw?: string
  /** Short technical reason, for logs and an expandable detail. */
  detail?: string
  cause?: unknown
}

/**
 * What every failed call rejects with. Besides `message`, the fields are plain
 * data (no methods, no toJSON), so a toast or log can read them directly.
 */
export class ApiError extends Error {
  readonly statusCode: number
  readonly errorCode?: string
  readonly requestId?: string
  readonly raw?: string
  readonly detail?: string

  constructor({ message, statusCode, errorCode, requestId, raw, detail, cause }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause })
    this.name = 'ApiError'
    this.statusCode = statusCode
    this.errorCode = errorCode
    this.requestId = requestId
    this.raw = raw
    this.detail = detail
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}

/**
 * Cuts a JSON parse error down to what went wrong, without the engine's
 * prefixes, the position, or the echo of the body. Handles V8 and Firefox
 * wording, e.g. `SyntaxError: JSON.parse: unexpected character at line 1
 * column 1 of the JSON data` → `Unexpected character`.
 */
export function parseErrorReason(message: string): string {
  const reason = message
    .replace(/^SyntaxError: /, '')
    .replace(/^JSON\.parse: /, '')
    .replace(/, ".*"(\.\.\.)? is not valid JSON$/s, '')
    .replace(/ (in JSON )?at position \d+( \(line \d+ column \d+\))?$/, '')
    .replace(/ at line \d+ column \d+( of the JSON data)?$/, '')
    .trim()
  return capitalize(reason)
}

// the server's wording when it can't parse a request body
const BODY_PARSE_PREFIX = /^unable to parse JSON body: /

/** Turns a camelCase or kebab-case identifier into 'Words like this'. */
function humanize(identifier: string): string {
  const words = identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_\s]+/g, ' ')
    .trim()
    .toLowerCase()
    // 'anti' is a prefix, not a word: 'Anti-affinity group'
    .replace(/\banti /g, 'anti-')
  return capitalize(words)
}

/** `already exists: vpc-subnet "web"` → 'Vpc subnet'; else `vpcSubnetCreate` → 'Vpc subnet'. */
function existingResource(serverMessage: string | undefined, operationId: string) {
  const fromMessage = serverMessage?.match(/already exists: ([^"]+?)\s*(?:"|$)/)?.[1]
  if (fromMessage) return humanize(fromMessage)
  const createAt = operationId.indexOf('Create')
  if (createAt > 0) return humanize(operationId.slice(0, createAt))
  return undefined
}

function serverErrorMessage(
  errorCode: string | undefined,
  serverMessage: string | undefined,
  operationId: string,
): string {
  if (errorCode === 'Forbidden') return 'Action not authorized'
  if (errorCode === 'ObjectAlreadyExists') {
    const resource = existingResource(serverMessage, operationId)
    if (resource) return `${resource} name already exists`
  }
  if (serverMessage && BODY_PARSE_PREFIX.test(serverMessage)) {
    return parseErrorReason(serverMessage.replace(BODY_PARSE_PREFIX, ''))
  }
  // ObjectNotFound and everything else: the server's own words
  return serverMessage ? capitalize(serverMessage) : 'Unknown server error'
}

/** Spec §8: the message the user sees for a failed call. */
export function processApiError(result: ErrorResult, operationId: string): ApiError {
  const statusCode = result.response.status
  if (result.type === 'client_error') {
    return new ApiError({
      message: 'Error reading API response',
      statusCode,
      raw: result.text,
      detail: parseErrorReason(result.error.message),
      cause: result.error,
    })
  }
  // an empty error body parses to {}, so nothing in it can be assumed
  const body: Partial<Record<string, unknown>> = result.data ?? {}
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined)
  const errorCode = text(body.errorCode)
  const serverMessage = text(body.message)
  return new ApiError({
    message: serverErrorMessage(errorCode, serverMessage, operationId),
    statusCode,
    errorCode,
    requestId: text(body.requestId),
  })
}

export function logApiError(error: ApiError, url: string): void {
  console.error(`API error from ${url}:`, {
    statusCode: error.statusCode,
    errorCode: error.errorCode,
    message: error.message,
    requestId: error.requestId,
    ...(error.detail !== undefined && { detail: error.detail }),
  })
}
