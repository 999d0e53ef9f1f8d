import {
  dateReplacer,
  handleResponse,
  mergeParams,
  toQueryString,
  type ApiResult,
  type FetchParams,
} from './__generated__/http-client'
import { API_VERSION, BODY, QUERY, type Operation } from './__generated__/operations/_operation'
import { snakeify } from './__generated__/util'

/**
 * Sends an operation of `__generated__/operations.ts` as the generated `Api` class sends
 * it (`Api.request` and the operation's method), without the class: its 271 closures
 * were in every page whatever the page called. `operations.test.ts` holds the two
 * together, request for request.
 */

/** What every request carries: JSON, the contract's version, the session cookie. */
export const baseParams: FetchParams = mergeParams(
  { headers: new Headers({ 'Content-Type': 'application/json', 'api-version': API_VERSION }) },
  { credentials: 'same-origin' },
)

type Params = { path?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown }

/** The operation's path with its `{name}` holes filled from `path`, as given. */
export const pathOf = ([, , template]: Operation, path: Record<string, unknown> = {}) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(path[name]))

export async function request<Data>(
  operation: Operation,
  params: Params,
  fetchParams: FetchParams = {},
): Promise<ApiResult<Data>> {
  const [, method, , sends = 0] = operation
  // the generated methods read only the parts their operation takes
  const query = sends & QUERY ? params.query : undefined
  const body = sends & BODY ? params.body : undefined
  const url = pathOf(operation, params.path) + toQueryString(query)
  const init = {
    ...mergeParams(baseParams, fetchParams),
    method,
    body: JSON.stringify(snakeify(body), dateReplacer),
  }
  return handleResponse(await fetch(url, init))
}

/**
 * A request sent as fetch sends it, but with XMLHttpRequest: the one browser API that reports
 * an upload's progress (`onProgress` gets the bytes sent so far). It settles as fetch would:
 * the answer as a Response, no answer as a TypeError, an abort as an AbortError.
 */
export function sendWithProgress(
  url: string,
  init: RequestInit & { method: string },
  onProgress: (sent: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(init.method, url)
    xhr.responseType = 'blob'
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value))
    xhr.upload.onprogress = (e) => onProgress(e.loaded)
    xhr.onload = () => {
      const headers = new Headers()
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':')
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim())
      }
      // a Response of these statuses may have no body
      const empty = [101, 204, 205, 304].includes(xhr.status)
      resolve(
        new Response(empty ? null : (xhr.response as Blob), {
          status: xhr.status,
          statusText: xhr.statusText,
          headers,
        }),
      )
    }
    xhr.onerror = () => reject(new TypeError('Network request failed'))
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'))
    const { signal } = init
    if (signal?.aborted) return reject(new DOMException('The upload was aborted', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort())
    xhr.send(init.body as XMLHttpRequestBodyInit | null)
  })
}
