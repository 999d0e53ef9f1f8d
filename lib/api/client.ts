import type { Api, ApiResult } from './__generated__/Api'
import {
  handleResponse,
  mergeParams,
  toQueryString,
  type FetchParams,
} from './__generated__/http-client'
import type { Operation } from './__generated__/operations/_operation'
import { noteFetchFailure } from './connection'
import { ApiError, logApiError, processApiError } from './errors'
import { baseParams, pathOf, request, sendWithProgress } from './request'
import { noteDemoModeHeader } from '@/lib/core/demo-mode'
import { keepDraftsForSignIn } from '@/lib/core/draft'
import { loginPathFor } from '@/lib/core/safe-redirect'

type Methods = Api['methods']
export type OpName = keyof Methods
export type OpParams<O extends OpName> = Parameters<Methods[O]>[0]
export type OpResult<O extends OpName> =
  Awaited<ReturnType<Methods[O]>> extends ApiResult<infer D> ? D : never
/**
 * The operation named O, as a call site names it: `op.projectList` (lib/api/ops.ts), its name
 * first. Only what a page's code names is in its bundle.
 */
export type Op<O extends OpName = OpName> = Operation<O>

/** Calls that must not bounce to /login on a 401: the login itself. */
const NO_REDIRECT_ON_401: ReadonlySet<OpName> = new Set<OpName>(['loginLocal'])

let redirecting = false

/**
 * To the platform's `/login`, which sends the browser on to the silo's own sign-in page
 * (local or SAML) with the current path and query to come back to. Several concurrent 401s
 * redirect once.
 */
function redirectToLogin() {
  if (typeof window === 'undefined' || redirecting) return
  if (window.location.pathname.startsWith('/login')) return
  redirecting = true
  // what an open form had typed comes back after sign-in
  keepDraftsForSignIn()
  window.location.assign(loginPathFor(window.location))
}

/**
 * The generated client interpolates path parameters into the URL as they
 * are, so a value from the address bar such as `a?b#c/d` would end the path,
 * start a query or reach another endpoint. Encoded, every value is one path
 * segment, whatever it holds. Encoding can't do that for an empty value or a
 * dot segment (URL parsers resolve `..` and `%2e%2e` alike), and no name or
 * ID is one, so those are refused as Nexus refuses an invalid name: 400.
 */
export function encodePathParams<P extends Record<string, string | number>>(path: P): P {
  return Object.fromEntries(
    Object.entries(path).map(([key, value]) => {
      if (value === '' || value === '.' || value === '..') {
        throw new ApiError({ message: `Invalid ${key}: "${value}"`, statusCode: 400 })
      }
      return [key, encodeURIComponent(value)]
    }),
  ) as P
}

function withEncodedPath(params: unknown): unknown {
  if (typeof params !== 'object' || params === null || !('path' in params)) return params ?? {}
  const { path } = params as { path: Record<string, string | number> }
  return { ...params, path: encodePathParams(path) }
}

/**
 * Call an operation; resolves with its data or rejects with an ApiError.
 * `fetchParams` reach fetch itself, e.g. a `signal` to abort the request.
 */
export async function callApi<O extends OpName>(
  op: Op<O>,
  params: OpParams<O>,
  fetchParams?: FetchParams,
): Promise<OpResult<O>> {
  const encoded = withEncodedPath(params) as Parameters<typeof request>[1]
  const url = pathOf(op, encoded.path) + toQueryString(encoded.query)
  return settle(op[0], url, fetchParams?.signal, async () => {
    try {
      return { result: await request<OpResult<O>>(op, encoded, fetchParams) }
    } catch (failure) {
      return { failure }
    }
  })
}

export type RawSend<T> = {
  /** the body as the caller made it: a prebuilt JSON text, a file, a form's fields */
  body?: BodyInit
  /** its type, when not JSON */
  contentType?: string
  signal?: AbortSignal
  /** sent with upload progress: the bytes sent so far */
  onUploadProgress?: (sent: number) => void
  /** a success's body as the caller wants it (bytes, the page a redirect led to); JSON if not given */
  read?: (response: Response) => Promise<T>
}

/**
 * `op` with a body the caller has made and an answer it may read itself (a bulk write's
 * half a MiB of base64, a trust root sent exactly as read, a repository archive, a
 * bundle's bytes, the SAML sign-in). The path and query as callApi sends them, and the
 * same headers, errors, logging and sign-in redirect: a failure's body is the API's JSON.
 */
export async function sendRaw<O extends OpName, T = OpResult<O>>(
  op: Op<O>,
  params: { path?: Record<string, string>; query?: Record<string, string | number> },
  { body, contentType, signal, onUploadProgress, read }: RawSend<T> = {},
): Promise<T> {
  const url = pathOf(op, encodePathParams(params.path ?? {})) + toQueryString(params.query)
  const init = {
    ...mergeParams(
      baseParams,
      contentType ? { headers: new Headers({ 'Content-Type': contentType }) } : {},
    ),
    method: op[1],
    body,
    signal,
  }
  return settle(op[0], url, signal, async () => {
    try {
      const response = onUploadProgress
        ? await sendWithProgress(url, init, onUploadProgress)
        : await fetch(url, init)
      if (!response.ok || !read) return { result: await handleResponse<T>(response) }
      return { result: { type: 'success', response, data: await read(response) } }
    } catch (failure) {
      return { failure }
    }
  })
}

const UNREACHABLE = 'Could not reach the API. Check your connection and try again.'

/**
 * An operation's answer as its data, or as an ApiError (and a redirect on a 401). Every
 * failure is logged with the URL asked for and, when the API sent one, its request id.
 */
async function settle<T>(
  op: OpName,
  url: string,
  signal: AbortSignal | null | undefined,
  send: () => Promise<{ result: ApiResult<T>; failure?: never } | { failure: unknown }>,
): Promise<T> {
  const sent = await send()
  if ('failure' in sent) {
    // network failure: fetch itself rejected; the pings to find the API again start here
    noteFetchFailure(sent.failure)
    const error = new ApiError({ message: UNREACHABLE, statusCode: 0, cause: sent.failure })
    // the caller's own cancel is not a failure to report
    if (!signal?.aborted) logApiError(error, url)
    throw error
  }
  const { result } = sent
  noteDemoModeHeader(result.response)
  if (result.type === 'success') return result.data
  const error = processApiError(result, op)
  logApiError(error, result.response.url || url)
  if (error.statusCode === 401 && !NO_REDIRECT_ON_401.has(op)) redirectToLogin()
  throw error
}
