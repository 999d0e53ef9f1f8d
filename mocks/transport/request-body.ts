import { hasDefaults, withDefaults } from './body-defaults'
import { requestBodyOf } from './contract-document'
import { invalidRequest } from './errors'
import { limitError } from '../rules/nexus-limits'

/**
 * Dropshot checks a typed body's content type before anything else: a body
 * must come as the type the endpoint declares (JSON for almost all, a form
 * for the device flow), so a cross-site form can't post JSON as text/plain.
 * No Content-Type counts as JSON, as in Dropshot; parameters such as
 * `; charset=utf-8` don't matter. Untyped bodies (octet-stream: the SAML
 * login) take anything.
 */
const TYPED_BODIES = new Set(['application/json', 'application/x-www-form-urlencoded'])

export function contentTypeError(request: Request, operationId: string): Response | undefined {
  const expected = requestBodyOf(operationId)?.contentType
  if (!expected || !TYPED_BODIES.has(expected)) return undefined
  const header = request.headers.get('content-type') ?? 'application/json'
  const got = header.split(';')[0].trim().toLowerCase()
  if (got === expected) return undefined
  return invalidRequest(`expected content type "${expected}", got "${got}"`)
}

/**
 * The request as the generated wrapper should see it: a JSON body with the
 * contract's defaults filled in. A body that isn't JSON is left as it came,
 * for the wrapper's own parse error.
 */
export async function prepareRequest(request: Request, operationId: string): Promise<Request> {
  const spec = requestBodyOf(operationId)
  if (!spec || spec.contentType !== 'application/json' || !hasDefaults(spec.schema)) return request
  const text = await request.clone().text()
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return request
  }
  const headers = new Headers(request.headers)
  headers.delete('content-length')
  return new Request(request.url, {
    method: request.method,
    headers,
    body: JSON.stringify(withDefaults(spec.schema, parsed)),
    signal: request.signal,
  })
}

/** A JSON body over a limit Nexus keeps beyond the contract (mocks/rules/nexus-limits.ts). */
export async function overNexusLimits(request: Request): Promise<Response | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined
  const type = request.headers.get('content-type') ?? 'application/json'
  if (!type.startsWith('application/json')) return undefined
  let body: unknown
  try {
    body = JSON.parse(await request.clone().text())
  } catch {
    return undefined // the wrapper's own parse error answers it
  }
  return limitError(body)
}
