import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './errors'
import { callApi, encodePathParams } from './client'
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
