import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './errors'
import { callApi, encodePathParams, sendRaw } from './client'
import * as op from './ops'

const fetchStub = vi.fn<typeof fetch>()

beforeEach(() => {
  fetchStub.mockReset()
  fetchStub.mockImplementation(async () => Response.json({ id: 'x', name: 'x' }))
  vi.stubGlobal('fetch', fetchStub)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

/** The URL the stubbed fetch was asked for, parsed against a page origin. */
function requestedUrl(): URL {
  expect(fetchStub).toHaveBeenCalledTimes(1)
  return new URL(String(fetchStub.mock.calls[0][0]), 'https://console.example')
}

describe('callApi path parameters', () => {
  it('sends a crafted name as one encoded path segment, not a query, fragment or deeper path', async () => {
    await callApi(op.instanceView, { path: { instance: 'a?b#c/d' }, query: { project: 'p1' } })
    const url = requestedUrl()
    expect(url.pathname).toBe('/v1/instances/a%3Fb%23c%2Fd')
    expect(url.searchParams.get('project')).toBe('p1')
    expect([...url.searchParams.keys()]).toEqual(['project'])
    expect(url.hash).toBe('')
  })

  it('leaves ordinary names and IDs as they are', async () => {
    await callApi(op.instanceView, { path: { instance: 'web-01' }, query: { project: 'p1' } })
    expect(requestedUrl().pathname).toBe('/v1/instances/web-01')
    fetchStub.mockClear()
    const id = '0f9a2c9e-5d8a-4b7e-9d7a-2f4b8c1e6a3d'
    await callApi(op.diskView, { path: { disk: id } })
    expect(requestedUrl().pathname).toBe(`/v1/disks/${id}`)
  })

  it.each(['..', '.', ''])(
    'refuses %j, which no encoding keeps in its segment, without a request',
    async (value) => {
      await expect(
        callApi(op.instanceView, { path: { instance: value }, query: { project: 'p1' } }),
      ).rejects.toMatchObject({ statusCode: 400 })
      expect(fetchStub).not.toHaveBeenCalled()
    },
  )

  it('passes calls without path parameters through', async () => {
    fetchStub.mockImplementation(async () => Response.json({ items: [], next_page: null }))
    await callApi(op.projectList, { query: { limit: 10 } })
    expect(requestedUrl().pathname).toBe('/v1/projects')
  })
})

describe('encodePathParams', () => {
  it('encodes every value and keeps the keys', () => {
    expect(encodePathParams({ instance: 'a b', project: 'p/1' })).toEqual({
      instance: 'a%20b',
      project: 'p%2F1',
    })
  })

  it('rejects a dot segment with an ApiError', () => {
    expect(() => encodePathParams({ instance: '..' })).toThrow(ApiError)
  })
})

/** console.error, silenced and watched for the test (the transport logs every failure) */
const errorLog = () => vi.spyOn(console, 'error').mockImplementation(() => {})

describe('the one transport (callApi and sendRaw)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it("reads a 403 as 'Action not authorized' for a raw call too", async () => {
    const log = errorLog()
    fetchStub.mockImplementation(async () =>
      Response.json(
        { error_code: 'Forbidden', message: 'Forbidden', request_id: 'r-403' },
        { status: 403 },
      ),
    )
    const error = await sendRaw(op.systemUpdateTrustRootCreate, {}, { body: '{}' }).catch(
      (e: unknown) => e,
    )
    expect(error).toMatchObject({ message: 'Action not authorized', statusCode: 403 })
    expect(log).toHaveBeenCalledWith(
      'API error from /v1/system/update/trust-roots:',
      expect.objectContaining({ requestId: 'r-403', statusCode: 403 }),
    )
  })

  it("reads a success it can't parse as 'Error reading API response'", async () => {
    errorLog()
    fetchStub.mockImplementation(async () => new Response('<html>', { status: 200 }))
    await expect(sendRaw(op.systemUpdateTrustRootCreate, {}, { body: '{}' })).rejects.toMatchObject(
      { message: 'Error reading API response' },
    )
  })

  it('logs a network failure with the URL it was sent to', async () => {
    const log = errorLog()
    fetchStub.mockImplementation(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(
      callApi(op.instanceView, { path: { instance: 'web' }, query: { project: 'p1' } }),
    ).rejects.toMatchObject({ statusCode: 0 })
    expect(log).toHaveBeenCalledWith(
      'API error from /v1/instances/web?project=p1:',
      expect.objectContaining({ statusCode: 0 }),
    )
  })

  it("doesn't report a call its caller cancelled", async () => {
    const log = errorLog()
    const controller = new AbortController()
    controller.abort()
    fetchStub.mockImplementation(async () => {
      throw new DOMException('aborted', 'AbortError')
    })
    await expect(
      sendRaw(op.supportBundleIndex, { path: { bundleId: 'b1' } }, { signal: controller.signal }),
    ).rejects.toBeInstanceOf(ApiError)
    expect(log).not.toHaveBeenCalled()
  })

  it("hands a success to the caller's reader, the path encoded as callApi encodes it", async () => {
    fetchStub.mockImplementation(async () => new Response('a\nb'))
    const text = await sendRaw(
      op.supportBundleDownloadFile,
      { path: { bundleId: 'b1', file: 'rack/a.log' } },
      { read: (response) => response.text() },
    )
    expect(text).toBe('a\nb')
    expect(requestedUrl().pathname).toBe(
      '/experimental/v1/system/support-bundles/b1/download/rack%2Fa.log',
    )
  })
})

describe('an upload with progress', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })
  /** XMLHttpRequest as far as sendWithProgress uses it, answering `status` with `body`. */
  function fakeXhr(status: number, body: string, sent: number[]) {
    return class {
      status = status
      statusText = ''
      response = new Blob([body])
      responseType = ''
      upload: { onprogress?: (e: { loaded: number }) => void } = {}
      onload?: () => void
      headers: Record<string, string> = {}
      open() {}
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value
      }
      getAllResponseHeaders() {
        return 'content-type: application/json\r\n'
      }
      send() {
        for (const n of sent) this.upload.onprogress?.({ loaded: n })
        this.onload?.()
      }
    }
  }

  it('reports the bytes sent and settles as a fetch would', async () => {
    vi.stubGlobal(
      'XMLHttpRequest',
      fakeXhr(200, JSON.stringify({ status: 'inserted', recorded: {} }), [5, 10]),
    )
    const seen: number[] = []
    const answer = await sendRaw(
      op.systemUpdatePutRepository,
      { query: { fileName: 'repo.zip' } },
      { body: new Blob(['0123456789']), onUploadProgress: (n) => seen.push(n) },
    )
    expect(seen).toEqual([5, 10])
    expect(answer).toMatchObject({ status: 'inserted' })
    expect(fetchStub).not.toHaveBeenCalled()
  })

  it('leads to sign-in on a 401, as every call does', async () => {
    errorLog()
    vi.stubGlobal(
      'XMLHttpRequest',
      fakeXhr(
        401,
        JSON.stringify({ error_code: 'Unauthorized', message: 'credentials missing' }),
        [],
      ),
    )
    const assign = vi.fn()
    vi.stubGlobal('window', { location: { pathname: '/system/update', search: '', assign } })
    await expect(
      sendRaw(
        op.systemUpdatePutRepository,
        { query: { fileName: 'repo.zip' } },
        { body: new Blob(['x']), onUploadProgress: () => {} },
      ),
    ).rejects.toMatchObject({ statusCode: 401 })
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/login\?redirect_uri=/))
  })
})
