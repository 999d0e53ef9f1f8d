import { withDefaults } from './body-defaults'
import { requestBodyOf } from './contract-document'

/**
 * The request as the generated wrapper should see it: a JSON body with the
 * contract's defaults filled in. A body that isn't JSON is left as it came,
 * for the wrapper's own parse error.
 */
export async function prepareRequest(request: Request, operationId: string): Promise<Request> {
  const spec = requestBodyOf(operationId)
  if (!spec || spec.contentType !== 'application/json') return request
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
