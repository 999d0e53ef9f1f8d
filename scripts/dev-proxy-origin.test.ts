import { describe, expect, it } from 'vitest'

import { consoleUrl, listenHost, originVerdict, ownOrigins } from './dev-proxy-origin.mjs'

const rack = 'https://oxide.sys.rack.example.com'
const own = ownOrigins(4000, '127.0.0.1')

describe('listenHost', () => {
  it('listens on loopback unless HOST names another address', () => {
    expect(listenHost({})).toBe('127.0.0.1')
    expect(listenHost({ HOST: '' })).toBe('127.0.0.1')
    expect(listenHost({ HOST: '  ' })).toBe('127.0.0.1')
    expect(listenHost({ HOST: '0.0.0.0' })).toBe('0.0.0.0')
    expect(listenHost({ HOST: '192.168.1.20' })).toBe('192.168.1.20')
  })
})

describe('consoleUrl', () => {
  it('says localhost on loopback and every interface, else the bind address', () => {
    expect(consoleUrl(4000, '127.0.0.1')).toBe('http://localhost:4000')
    expect(consoleUrl(4000, '0.0.0.0')).toBe('http://localhost:4000')
    expect(consoleUrl(4000, '192.168.1.20')).toBe('http://192.168.1.20:4000')
    expect(consoleUrl(4000, 'fd00::2')).toBe('http://[fd00::2]:4000')
  })
})

describe('ownOrigins', () => {
  it('is the loopback names on the port', () => {
    expect(own).toEqual(['http://localhost:4000', 'http://127.0.0.1:4000', 'http://[::1]:4000'])
  })

  it('adds a specific bind address, but not a wildcard', () => {
    expect(ownOrigins(4000, '192.168.1.20')).toContain('http://192.168.1.20:4000')
    expect(ownOrigins(4000, 'devbox.lan')).toContain('http://devbox.lan:4000')
    expect(ownOrigins(4000, 'fd00::2')).toContain('http://[fd00::2]:4000')
    expect(ownOrigins(4000, '0.0.0.0')).toHaveLength(3)
    expect(ownOrigins(4000, '::')).toHaveLength(3)
  })
})

describe('originVerdict in front of a rack', () => {
  const options = { own, remote: rack }

  it("presents the rack's origin for the proxy's own", () => {
    expect(originVerdict('http://localhost:4000', options)).toEqual({ allow: true, origin: rack })
    expect(originVerdict('http://127.0.0.1:4000', options)).toEqual({ allow: true, origin: rack })
    expect(originVerdict('http://LOCALHOST:4000', options)).toEqual({ allow: true, origin: rack })
  })

  it('forwards a request without Origin as it is', () => {
    expect(originVerdict(undefined, options)).toEqual({ allow: true })
  })

  it('refuses any other site, so the rack still sees cross-site requests as such', () => {
    for (const origin of [
      'https://evil.example',
      'http://evil.example:4000',
      'http://localhost:4001',
      'https://localhost:4000',
      'http://localhost',
      'http://localhost:4000.evil.example',
      'null',
      '',
      rack,
    ]) {
      expect(originVerdict(origin, options), origin).toEqual({ allow: false })
    }
    expect(originVerdict(['http://localhost:4000', 'https://evil.example'], options)).toEqual({
      allow: false,
    })
  })
})

describe('originVerdict in front of the mock', () => {
  const options = { own, remote: null }

  it('forwards its own origin unchanged and refuses others', () => {
    expect(originVerdict('http://localhost:4000', options)).toEqual({ allow: true })
    expect(originVerdict(undefined, options)).toEqual({ allow: true })
    expect(originVerdict('https://evil.example', options)).toEqual({ allow: false })
  })
})
