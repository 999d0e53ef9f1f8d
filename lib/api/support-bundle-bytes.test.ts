import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './errors'
import {
  bundleFile,
  fetchBytes,
  parseIndex,
  readWithProgress,
  type Progress,
} from './support-bundle-bytes'

afterEach(() => {
  vi.unstubAllGlobals()
})

function streamed(chunks: number[], headers: Record<string, string> = {}) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const n of chunks) controller.enqueue(new Uint8Array(n))
      controller.close()
    },
  })
  return new Response(body, { headers })
}

describe('readWithProgress', () => {
  it('reports the bytes received against Content-Length after each chunk', async () => {
    const seen: Progress[] = []
    const blob = await readWithProgress(
      streamed([4, 6], { 'content-length': '10', 'content-type': 'application/zip' }),
      (p) => seen.push(p),
    )
    expect(seen).toEqual([
      { received: 0, total: 10 },
      { received: 4, total: 10 },
      { received: 10, total: 10 },
    ])
    expect(blob.size).toBe(10)
    expect(blob.type).toBe('application/zip')
  })

  it('has no total when the length is not sent', async () => {
    const seen: Progress[] = []
    await readWithProgress(streamed([3]), (p) => seen.push(p))
    expect(seen.at(-1)).toEqual({ received: 3, total: undefined })
  })
})

describe('fetchBytes', () => {
  it('rejects with the API’s message when the bundle cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error_code: 'InvalidRequest', message: 'cannot download bundle in non-active state' },
          { status: 400 },
        ),
      ),
    )
    const error = await fetchBytes(bundleFile('b1', 'a.log')).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      message: 'Cannot download bundle in non-active state',
      statusCode: 400,
      errorCode: 'InvalidRequest',
    })
  })
})

describe('the index and file paths', () => {
  it('reads one path a line and keeps a nested path one URL segment', async () => {
    expect(parseIndex('bundle_id.txt\nrack/sled/a.log\n\n')).toEqual([
      'bundle_id.txt',
      'rack/sled/a.log',
    ])
    const fetch = vi.fn(async (..._args: [string, RequestInit]) => new Response('bytes'))
    vi.stubGlobal('fetch', fetch)
    await fetchBytes(bundleFile('b1', 'rack/sled/a.log'))
    expect(fetch.mock.calls[0][0]).toBe(
      '/experimental/v1/system/support-bundles/b1/download/rack%2Fsled%2Fa.log',
    )
  })
})
