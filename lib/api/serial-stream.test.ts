import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MOST_RECENT_BYTES, openSerialStream } from './serial-stream'

const opened: string[] = []

beforeEach(() => {
  opened.length = 0
  vi.stubGlobal(
    'WebSocket',
    class {
      constructor(url: string) {
        opened.push(url)
      }
    },
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('openSerialStream', () => {
  it("opens the instance's stream on this page's host, wss: under https", () => {
    openSerialStream({ host: 'rack.example', protocol: 'https:' }, 'p1', 'web-01')
    expect(opened).toEqual([
      `wss://rack.example/v1/instances/web-01/serial-console/stream?project=p1&most_recent=${MOST_RECENT_BYTES}`,
    ])
  })

  it('keeps a crafted instance name inside its path segment', () => {
    openSerialStream({ host: 'localhost:3000', protocol: 'http:' }, 'p1', 'a?b#c/d')
    const url = new URL(opened[0])
    expect(url.protocol).toBe('ws:')
    expect(url.pathname).toBe('/v1/instances/a%3Fb%23c%2Fd/serial-console/stream')
    expect(url.searchParams.get('project')).toBe('p1')
    expect(url.hash).toBe('')
  })
})
