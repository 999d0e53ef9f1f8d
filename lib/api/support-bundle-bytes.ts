import { API_VERSION } from './__generated__/operations'
import { ApiError, capitalize } from './errors'

/**
 * A bundle's contents come as bytes (a zip, a file of it, or the index as
 * text), which the generated client, made for JSON, cannot read; these calls
 * fetch them directly and report progress as the body streams in.
 */

const BASE = '/experimental/v1/system/support-bundles'

export const bundleDownloadUrl = (bundleId: string) =>
  `${BASE}/${encodeURIComponent(bundleId)}/download`
export const bundleFileUrl = (bundleId: string, file: string) =>
  `${BASE}/${encodeURIComponent(bundleId)}/download/${encodeURIComponent(file)}`
const bundleIndexUrl = (bundleId: string) => `${BASE}/${encodeURIComponent(bundleId)}/index`

export type Progress = { received: number; total: number | undefined }

/** The error a failed byte request answers with, worded as the API's own errors are. */
async function errorOf(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => ({}))) as { message?: unknown; error_code?: unknown }
  const message = typeof body.message === 'string' && body.message ? body.message : res.statusText
  return new ApiError({
    message: capitalize(message || `Request failed with status ${res.status}`),
    statusCode: res.status,
    errorCode: typeof body.error_code === 'string' ? body.error_code : undefined,
  })
}

/** The whole body, calling `onProgress` after each chunk; the total is Content-Length when sent. */
export async function readWithProgress(
  res: Response,
  onProgress: (p: Progress) => void,
): Promise<Blob> {
  const length = Number(res.headers.get('content-length'))
  const total = Number.isFinite(length) && length > 0 ? length : undefined
  const type = res.headers.get('content-type') ?? 'application/octet-stream'
  if (!res.body) return new Blob([await res.arrayBuffer()], { type })
  const chunks: Uint8Array[] = []
  let received = 0
  onProgress({ received, total })
  const reader = res.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    received += value.length
    onProgress({ received, total })
  }
  return new Blob(chunks as BlobPart[], { type })
}

export async function fetchBytes(
  url: string,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (p: Progress) => void } = {},
): Promise<Blob> {
  let res: Response
  try {
    res = await fetch(url, {
      credentials: 'same-origin',
      headers: { 'api-version': API_VERSION },
      signal,
    })
  } catch (e) {
    if (signal?.aborted) throw e
    throw new ApiError({
      message: 'Could not reach the API. Check your connection and try again.',
      statusCode: 0,
      cause: e,
    })
  }
  if (!res.ok) throw await errorOf(res)
  return readWithProgress(res, onProgress ?? (() => {}))
}

/** The index is the bundle's file paths, one a line. */
export const parseIndex = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')

export async function fetchBundleIndex(bundleId: string, signal?: AbortSignal) {
  const blob = await fetchBytes(bundleIndexUrl(bundleId), { signal })
  return parseIndex(await blob.text())
}
