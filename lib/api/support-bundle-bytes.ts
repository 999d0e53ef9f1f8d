import { sendRaw, type Op } from './client'
import * as op from './ops'

/**
 * A bundle's contents come as bytes (a zip, a file of it, or the index as text), which the
 * generated client, made for JSON, cannot read; these calls read them through the one
 * transport (lib/api/client.ts) and report progress as the body streams in.
 */

/** What to download: a bytes operation and its path. */
export type BytesTarget = { op: Op; path: Record<string, string> }

export const bundleDownload = (bundleId: string): BytesTarget => ({
  op: op.supportBundleDownload,
  path: { bundleId },
})
export const bundleFile = (bundleId: string, file: string): BytesTarget => ({
  op: op.supportBundleDownloadFile,
  path: { bundleId, file },
})

export type Progress = { received: number; total: number | undefined }

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

export const fetchBytes = (
  { op, path }: BytesTarget,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (p: Progress) => void } = {},
): Promise<Blob> =>
  sendRaw(
    op,
    { path },
    { signal, read: (response) => readWithProgress(response, onProgress ?? (() => {})) },
  )

/** The index is the bundle's file paths, one a line. */
export const parseIndex = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')

export async function fetchBundleIndex(bundleId: string, signal?: AbortSignal) {
  const blob = await fetchBytes({ op: op.supportBundleIndex, path: { bundleId } }, { signal })
  return parseIndex(await blob.text())
}
