import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './errors'
import { addTrustRoot } from './update-uploads'

const document = JSON.stringify({
  signed: { _type: 'root', spec_version: '1.0.0', roles: { root: { keyids: ['abc'] } } },
  signatures: [{ keyid: 'abc', sig: '00' }],
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('adding a trust root', () => {
  it('sends the root role exactly as read, as JSON of the contract version', async () => {
    const fetch = vi.fn(
      async (..._args: [string, RequestInit]) => new Response(JSON.stringify({ id: 'r1' })),
    )
    vi.stubGlobal('fetch', fetch)
    await expect(addTrustRoot(document)).resolves.toEqual({ id: 'r1' })
    const [url, init] = fetch.mock.calls[0]
    expect(url).toBe('/v1/system/update/trust-roots')
    expect(init.method).toBe('POST')
    // TUF's own keys (_type, spec_version) reach the API unchanged
    expect(init.body).toBe(document)
    const headers = new Headers(init.headers)
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(headers.get('api-version')).toBe('20250730.0.0')
  })

  it("rejects with the API's message when the API refuses it", async () => {
    const body = {
      error_code: 'InvalidRequest',
      message: 'not a TUF root role',
      request_id: 'req-1',
    }
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 400 }))
    const error = await addTrustRoot(document).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ statusCode: 400, requestId: 'req-1' })
    expect((error as ApiError).message).toMatch(/not a TUF root role/i)
  })
})
