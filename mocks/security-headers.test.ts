import { describe, expect, it } from 'vitest'
import { testServer } from './test-helpers'

const directives = (res: Response) =>
  new Map(
    (res.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources] as const),
  )

describe('Content-Security-Policy', () => {
  it('lets pages connect to their own origin only, WebSockets included', async () => {
    const { call } = testServer()
    for (const res of [await call('GET', '/v1/ping'), await call('GET', '/projects')]) {
      expect(directives(res).get('connect-src')).toEqual(["'self'"])
    }
  })
})
