import { afterEach, describe, expect, it, vi } from 'vitest'
import { testServer, type ErrorBody } from '../test-helpers'

type Bundle = {
  id: string
  state: string
  user_comment: string | null
  reason_for_creation: string
  reason_for_failure: string | null
}
type Page<T> = { items: T[] }

const BASE = '/experimental/v1/system/support-bundles'

afterEach(() => {
  vi.useRealTimers()
})

async function operator() {
  vi.useFakeTimers({ toFake: ['Date'] })
  const server = testServer()
  const op = await server.as('fleet-admin')
  const create = async (comment: string | null) =>
    (await (await op.post(BASE, { user_comment: comment })).json()) as Bundle
  const view = async (id: string) => (await (await op.get(`${BASE}/${id}`)).json()) as Bundle
  const raw = (method: string, path: string, headers: Record<string, string> = {}) =>
    server.call(method, path, { cookie: op.cookie, headers })
  return { ...server, op, raw, create, view }
}

describe('support bundles', () => {
  it('lists the seeded bundles newest first, one active and one failed with its reason', async () => {
    const { op } = await operator()
    const { items } = (await (await op.get(BASE)).json()) as Page<Bundle>
    expect(items.map((b) => b.state)).toEqual(['active', 'failed'])
    expect(items[1].reason_for_failure).toMatch(/did not answer/)
  })

  it('collects a new bundle for a few seconds, then serves it as a zip and its files', async () => {
    const { op, raw, create, view } = await operator()
    const b = await create('disk faulted on sled 7')
    expect(b).toMatchObject({ state: 'collecting', user_comment: 'disk faulted on sled 7' })
    expect((await op.get(`${BASE}/${b.id}/download`)).status).toBe(400)

    vi.advanceTimersByTime(5000)
    expect((await view(b.id)).state).toBe('active')

    const head = await raw('HEAD', `${BASE}/${b.id}/download`)
    const size = Number(head.headers.get('content-length'))
    expect(size).toBeGreaterThan(2 * 1024 * 1024)

    const zip = await op.get(`${BASE}/${b.id}/download`)
    expect(zip.headers.get('content-type')).toBe('application/zip')
    const bytes = new Uint8Array(await zip.arrayBuffer())
    expect(bytes.length).toBe(size)
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04])

    const part = await raw('GET', `${BASE}/${b.id}/download`, { range: 'bytes=0-9' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${size}`)
    expect((await part.arrayBuffer()).byteLength).toBe(10)

    const index = await (await op.get(`${BASE}/${b.id}/index`)).text()
    expect(index.split('\n')).toContain('bundle_id.txt')
    const file = await op.get(`${BASE}/${b.id}/download/bundle_id.txt`)
    expect(await file.text()).toBe(`${b.id}\n`)
    const nested = index.split('\n').find((f) => f.endsWith('.log'))!
    const log = await op.get(`${BASE}/${b.id}/download/${encodeURIComponent(nested)}`)
    expect(log.status).toBe(200)
    expect((await op.get(`${BASE}/${b.id}/download/nope.txt`)).status).toBe(404)
    // it zips and reads back over 2 MB several times: 1-2 s alone, past the default 5 s on a
    // loaded two-core machine
  }, 20_000)

  it('updates the comment, and a delete destroys the bundle before it disappears', async () => {
    const { op, create, view } = await operator()
    const b = await create(null)
    const put = await op.put(`${BASE}/${b.id}`, { user_comment: 'for case 4411' })
    expect(((await put.json()) as Bundle).user_comment).toBe('for case 4411')

    expect((await op.del(`${BASE}/${b.id}`)).status).toBe(204)
    expect((await view(b.id)).state).toBe('destroying')
    vi.advanceTimersByTime(4000)
    expect((await op.get(`${BASE}/${b.id}`)).status).toBe(404)
  })

  it('lets fleet viewers read and only fleet admins write', async () => {
    const { as } = await operator()
    const siloAdmin = await as('silo-admin')
    expect((await siloAdmin.get(BASE)).status).toBe(403)
    const res = await siloAdmin.post(BASE, {})
    expect(res.status).toBe(403)
    expect(((await res.json()) as ErrorBody).error_code).toBe('Forbidden')
  })
})
