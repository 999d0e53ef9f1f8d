import { describe, expect, it } from 'vitest'
import { checkTrustRoot, rootExpires, rootKeyIds } from './trust-root-check'

const root = {
  signed: {
    _type: 'root',
    expires: '2030-01-01T00:00:00Z',
    roles: { root: { keyids: ['abc', 'def'], threshold: 1 } },
  },
  signatures: [{ keyid: 'abc', sig: '00' }],
}

describe('trust root file', () => {
  it('accepts a TUF root role', () => {
    expect(checkTrustRoot(JSON.stringify(root))).toBeUndefined()
  })

  it('says what is wrong with anything else', () => {
    expect(checkTrustRoot('')).toBe('Choose the root role file (root.json)')
    expect(checkTrustRoot('-----BEGIN CERTIFICATE-----')).toBe('This file is not JSON')
    expect(checkTrustRoot('[]')).toBe('A root role is a JSON object')
    expect(checkTrustRoot(JSON.stringify({ signed: { _type: 'targets' }, signatures: [] }))).toBe(
      'Not a TUF root role: "signed" must have "_type": "root"',
    )
    expect(checkTrustRoot(JSON.stringify({ signed: { _type: 'root' } }))).toBe(
      'Not a TUF root role: it has no "signatures"',
    )
  })

  it('reads the root keys and the expiry for display', () => {
    expect(rootKeyIds(root)).toEqual(['abc', 'def'])
    expect(rootExpires(root)?.toISOString()).toBe('2030-01-01T00:00:00.000Z')
    expect(rootKeyIds({})).toEqual([])
    expect(rootExpires({ signed: { expires: 'soon' } })).toBeUndefined()
  })
})
