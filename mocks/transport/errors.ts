import { randomUUID } from 'node:crypto'

/**
 * Errors are thrown as ready-made Responses: the generated msw wrapper returns
 * a thrown Response as is, so a handler can bail out from any depth.
 * Bodies follow the contract's `Error` schema.
 */

export const newRequestId = () => randomUUID()

export function errorResponse(status: number, errorCode: string | null, message: string) {
  const body: Record<string, string> = { request_id: newRequestId(), message }
  if (errorCode) body.error_code = errorCode
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

export const invalidRequest = (message: string) => errorResponse(400, 'InvalidRequest', message)

export const unauthorized = () =>
  errorResponse(401, 'Unauthorized', 'credentials missing or invalid')

export const forbidden = () => errorResponse(403, 'Forbidden', 'Forbidden')

/** Nexus wording: `not found: project with name "foo"` (or `with id "…"`). */
export function notFound(
  type: string,
  key: string,
  by: 'name' | 'id' = isUuid(key) ? 'id' : 'name',
) {
  return errorResponse(404, 'ObjectNotFound', `not found: ${type} with ${by} "${key}"`)
}

/** Nexus's answer to a parameter it can't accept: `unsupported value for "size": …`. */
export const invalidValue = (label: string, message: string) =>
  errorResponse(400, 'InvalidValue', `unsupported value for "${label}": ${message}`)

/** Nexus wording: `already exists: project "foo"`; a 400, as Nexus answers. */
export const alreadyExists = (type: string, name: string) =>
  errorResponse(400, 'ObjectAlreadyExists', `already exists: ${type} "${name}"`)

/**
 * Nexus answers a request that would exceed the silo's quota with 507 and
 * `InsufficientCapacity`, prefixing the reason with "Insufficient capacity: ".
 */
export const insufficientCapacity = (reason: string) =>
  errorResponse(507, 'InsufficientCapacity', `Insufficient capacity: ${reason}`)

export const notImplemented = (operationId: string) =>
  errorResponse(404, 'NotFound', `${operationId} is not implemented by the mock server`)

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (s: string) => UUID_RE.test(s)
