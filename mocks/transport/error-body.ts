import { newRequestId } from './errors'

/**
 * Every API error must match the contract's `Error` schema (`message` and
 * `request_id` required). The generated msw wrappers answer validation
 * failures without a request id and with the raw zod error serialised into
 * the message; this rewrites those into short, readable, Dropshot-like
 * messages.
 */

type ZodIssue = { path?: (string | number)[]; message?: string; code?: string }

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

const NAME_PATTERN_HINT =
  'names must start with a lowercase letter, contain only lowercase letters, digits and dashes, not end with a dash, and not be a UUID'

function issueText(issue: ZodIssue, dropFirst: boolean) {
  const path = (issue.path ?? []).slice(dropFirst ? 1 : 0).map((p) => snake(String(p)))
  let message = issue.message ?? 'invalid value'
  if (message.includes('must match pattern')) {
    message = message.includes('(?![0-9a-fA-F]{8}-')
      ? NAME_PATTERN_HINT
      : 'value does not have the required format'
  }
  return path.length ? `${path.join('.')}: ${message}` : message
}

function parseIssues(serialised: string): ZodIssue[] {
  try {
    const err = JSON.parse(serialised) as { message?: string; issues?: ZodIssue[] }
    if (Array.isArray(err.issues)) return err.issues
    if (typeof err.message === 'string') return JSON.parse(err.message) as ZodIssue[]
  } catch {
    // leave it to the caller's generic message
  }
  return []
}

const summarise = (issues: string[]) =>
  issues.slice(0, 3).join('; ') + (issues.length > 3 ? ` (and ${issues.length - 3} more)` : '')

/** A readable message and status for the wrapper's "Zod error for …" bodies. */
function rewriteZod(
  message: string,
  status: number,
): { status: number; message: string } | undefined {
  const BODY = 'Zod error for body: '
  const PARAMS = 'Zod error for params: '
  if (message.startsWith(BODY)) {
    const issues = parseIssues(message.slice(BODY.length))
    const text = issues.length ? summarise(issues.map((i) => issueText(i, false))) : 'invalid body'
    return { status: 400, message: `Invalid request body: ${text}` }
  }
  if (message.startsWith(PARAMS)) {
    const issues = parseIssues(message.slice(PARAMS.length))
    const inPath = issues.filter((i) => i.path?.[0] === 'path')
    // Dropshot answers a malformed path parameter with 400, like a bad query
    if (inPath.length) {
      return {
        status: 400,
        message: `bad parameter in URL path: ${summarise(inPath.map((i) => issueText(i, true)))}`,
      }
    }
    const text = issues.length ? summarise(issues.map((i) => issueText(i, true))) : 'invalid'
    return {
      status: status === 404 ? 400 : status,
      message: `unable to parse query string: ${text}`,
    }
  }
  return undefined
}

const STATUS_TEXT: Record<number, [string, string]> = {
  400: ['InvalidRequest', 'Bad Request'],
  401: ['Unauthorized', 'credentials missing or invalid'],
  403: ['Forbidden', 'Forbidden'],
  404: ['NotFound', 'Not Found'],
  405: ['MethodNotAllowed', 'Method Not Allowed'],
  500: ['Internal', 'Internal Server Error'],
}

export async function normalizeErrorResponse(res: Response): Promise<Response> {
  if (res.status < 400) return res
  const text = await res.text()
  let body: Record<string, unknown> = {}
  try {
    const parsed: unknown = JSON.parse(text)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      body = parsed as Record<string, unknown>
    }
  } catch {
    // not JSON (an empty body from a bare status): rebuilt below
  }
  let status = res.status
  const fallback = STATUS_TEXT[status] ?? STATUS_TEXT[status >= 500 ? 500 : 400]
  let message = typeof body.message === 'string' ? body.message : fallback[1]
  const rewritten = rewriteZod(message, status)
  if (rewritten) {
    status = rewritten.status
    message = rewritten.message
  }
  const out: Record<string, unknown> = {
    request_id: typeof body.request_id === 'string' ? body.request_id : newRequestId(),
    message,
  }
  const code = typeof body.error_code === 'string' ? body.error_code : fallback[0]
  out.error_code = rewritten ? 'InvalidRequest' : code
  const headers = new Headers(res.headers)
  headers.set('Content-Type', 'application/json')
  headers.delete('Content-Length')
  return new Response(JSON.stringify(out), { status, headers })
}
