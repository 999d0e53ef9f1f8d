import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { postBulkWrite } from './bulk-write'
import { bulkWriteBodyRoom, fillBulkWriteBody } from './bulk-write-body'

const fetchStub = vi.fn<typeof fetch>()

beforeEach(() => {
  fetchStub.mockReset()
  fetchStub.mockImplementation(async () => new Response(null, { status: 204 }))
  vi.stubGlobal('fetch', fetchStub)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const write = {
  disk: 'img-disk-1a2b',
  project: 'my project',
  offset: 524288,
  body: fillBulkWriteBody(
    new Uint8Array(bulkWriteBodyRoom(5)),
    524288,
    Uint8Array.of(0, 1, 2, 3, 4),
  ),
}

describe('postBulkWrite', () => {
  it('posts the write as the generated client would: URL, headers, JSON body', async () => {
    const signal = new AbortController().signal
    await postBulkWrite(write, signal)
    expect(fetchStub).toHaveBeenCalledTimes(1)
    const [url, init] = fetchStub.mock.calls[0]
    expect(url).toBe('/v1/disks/img-disk-1a2b/bulk-write?project=my%20project')
    expect(init?.method).toBe('POST')
    expect(init?.signal).toBe(signal)
    expect(init?.credentials).toBe('same-origin')
    const headers = new Headers(init?.headers)
    expect(headers.get('content-type')).toBe('application/json')
    expect(headers.get('api-version')).toMatch(/^\d+\.\d+\.\d+$/)
    const body = JSON.parse(new TextDecoder().decode(init?.body as Uint8Array)) as unknown
    expect(body).toEqual({ offset: 524288, base64_encoded_data: 'AAECAwQ=' })
  })

  it('rejects with the API error the server answered', async () => {
    fetchStub.mockImplementation(async () =>
      Response.json(
        { request_id: 'r1', error_code: 'InvalidRequest', message: 'Offset not block aligned' },
        { status: 400 },
      ),
    )
    const failed = postBulkWrite(write, new AbortController().signal)
    await expect(failed).rejects.toBeInstanceOf(ApiError)
    await expect(failed).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('Offset not block aligned'),
    })
  })

  it('rejects as a network failure when fetch does', async () => {
    fetchStub.mockImplementation(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(postBulkWrite(write, new AbortController().signal)).rejects.toMatchObject({
      statusCode: 0,
    })
  })
})
