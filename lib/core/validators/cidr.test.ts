import { describe, expect, it } from 'vitest'
import { cidrSchema, parseIpNet, validateCidr } from './cidr'

describe('validateCidr', () => {
  it.each(['10.0.0.0/8', '0.0.0.0/0', '192.168.1.0/32', 'fd00::/64', '::/0', '2001:db8::/128'])(
    'accepts %s',
    (cidr) => {
      expect(validateCidr(cidr)).toBeUndefined()
    },
  )

  it.each([
    ['10.0.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0.0/8/8', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0/8', 'Not a valid IP address'],
    ['/24', 'Not a valid IP address'],
    ['fd00:::/64', 'Not a valid IP address'],
    ['10.0.0.0/', 'Width must be an integer'],
    ['10.0.0.0/8.5', 'Width must be an integer'],
    ['10.0.0.0/-1', 'Width must be an integer'],
    ['10.0.0.0/ 8', 'Width must be an integer'],
    ['10.0.0.0/33', 'Max width for IPv4 is 32'],
    ['fd00::/129', 'Max width for IPv6 is 128'],
  ])('%j → %s', (cidr, message) => {
    expect(validateCidr(cidr)).toBe(message)
  })
})

describe('parseIpNet', () => {
  it('returns the parts of a valid network', () => {
    expect(parseIpNet('fd00::/48')).toEqual({
      ok: true,
      net: { address: 'fd00::', width: 48, version: 6 },
    })
    expect(parseIpNet('10.1.0.0/16')).toEqual({
      ok: true,
      net: { address: '10.1.0.0', width: 16, version: 4 },
    })
    // the contract's IpNet refuses a width with leading zeros
    expect(parseIpNet('10.1.0.0/016')).toEqual({
      ok: false,
      message: 'Width must be written without leading zeros',
    })
  })
  it('returns the message for an invalid one', () => {
    expect(parseIpNet('10.0.0.0/40')).toEqual({ ok: false, message: 'Max width for IPv4 is 32' })
  })
})

describe('cidrSchema', () => {
  it('reports the validator message', () => {
    const result = cidrSchema.safeParse('fd00::/200')
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Max width for IPv6 is 128'])
  })
})
