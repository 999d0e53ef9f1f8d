import { describe, expect, it } from 'vitest'
import {
  certificateCovers,
  dnsNameMatches,
  namesChecked,
  rackDomainOf,
  siloDnsName,
} from './silo-dns'

describe('rackDomainOf', () => {
  it('reads the domain after sys in a silo’s address and its console’s', () => {
    expect(rackDomainOf('acme.sys.rack.example.com')).toBe('rack.example.com')
    expect(rackDomainOf('console.acme.sys.rack.example.com')).toBe('rack.example.com')
    expect(rackDomainOf('Console.ACME.sys.Rack.Example.')).toBe('rack.example')
    // a silo named console
    expect(rackDomainOf('console.sys.rack.example')).toBe('rack.example')
  })

  it('can’t tell it from an address of another shape', () => {
    for (const host of [
      'localhost',
      '127.0.0.1',
      '[::1]',
      'oxide.example.com',
      'sys.example.com',
      'a.b.sys.example.com',
      'acme.sys',
      'acme..sys.example',
    ]) {
      expect(rackDomainOf(host), host).toBeUndefined()
    }
  })
})

describe('siloDnsName', () => {
  it('is the silo’s name under sys of the rack’s domain', () => {
    expect(siloDnsName('corp', 'rack.example')).toBe('corp.sys.rack.example')
  })
})

describe('dnsNameMatches', () => {
  it('matches a name exactly, ignoring case and a final dot', () => {
    expect(dnsNameMatches('corp.sys.rack.example', 'corp.sys.rack.example')).toBe(true)
    expect(dnsNameMatches('CORP.sys.rack.example.', 'corp.sys.rack.example')).toBe(true)
    expect(dnsNameMatches('acme.sys.rack.example', 'corp.sys.rack.example')).toBe(false)
    expect(dnsNameMatches('sys.rack.example', 'corp.sys.rack.example')).toBe(false)
  })

  it('takes a wildcard for exactly one whole left-most label', () => {
    expect(dnsNameMatches('*.sys.rack.example', 'corp.sys.rack.example')).toBe(true)
    expect(dnsNameMatches('*.rack.example', 'corp.sys.rack.example')).toBe(false)
    expect(dnsNameMatches('*.sys.rack.example', 'sys.rack.example')).toBe(false)
    expect(dnsNameMatches('*.sys.rack.example', '.sys.rack.example')).toBe(false)
  })

  it('matches no wildcard elsewhere, within a label, or over a single label', () => {
    expect(dnsNameMatches('c*.sys.rack.example', 'corp.sys.rack.example')).toBe(false)
    expect(dnsNameMatches('corp.*.rack.example', 'corp.sys.rack.example')).toBe(false)
    expect(dnsNameMatches('*.*.rack.example', 'corp.sys.rack.example')).toBe(false)
    expect(dnsNameMatches('*.example', 'rack.example')).toBe(false)
    expect(dnsNameMatches('*', 'example')).toBe(false)
  })
})

describe('namesChecked and certificateCovers', () => {
  const host = 'corp.sys.rack.example'

  it('check the DNS alt names, and the common name only when there are none', () => {
    expect(namesChecked({ commonName: 'a', dnsNames: ['b', 'c'] })).toEqual(['b', 'c'])
    expect(namesChecked({ commonName: 'a', dnsNames: [] })).toEqual(['a'])
    expect(namesChecked({ commonName: undefined, dnsNames: [] })).toEqual([])
    expect(certificateCovers({ commonName: host, dnsNames: ['x.example'] }, host)).toBe(false)
    expect(certificateCovers({ commonName: host, dnsNames: [] }, host)).toBe(true)
    expect(
      certificateCovers(
        { commonName: undefined, dnsNames: ['x.example', '*.sys.rack.example'] },
        host,
      ),
    ).toBe(true)
    expect(certificateCovers({ commonName: undefined, dnsNames: [] }, host)).toBe(false)
  })
})
