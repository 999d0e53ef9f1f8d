import { describe, expect, it } from 'vitest'
import { ipSchema, ipVersion, isIpv4, isIpv6, validateIp } from './ip'

describe('validateIp', () => {
  it.each([
    '0.0.0.0',
    '10.0.0.1',
    '255.255.255.255',
    '192.168.1.10',
    '::',
    '::1',
    '1::',
    'fd00::',
    '2001:db8::8a2e:370:7334',
    '2001:0db8:0000:0000:0000:ff00:0042:8329',
    'FD00:ABCD::1',
    '::ffff:192.0.2.128',
    '64:ff9b::192.0.2.33',
    '1:2:3:4:5:6:1.2.3.4',
    '1:2:3:4:5:6:7::',
  ])('accepts %s', (ip) => {
    expect(validateIp(ip)).toBeUndefined()
  })

  it.each([
    '',
    ' 10.0.0.1',
    '10.0.0',
    '10.0.0.1.2',
    '256.0.0.1',
    '10.0.0.01',
    '1.2.3.-4',
    'a.b.c.d',
    ':',
    ':::',
    '1:::2',
    '1::2::3',
    '12345::',
    'g::1',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7::8',
    '1:2:3:4:5:6:7:1.2.3.4',
    '1.2.3.4::',
    '::1.2.3.4:5',
    'fe80::1%eth0',
    '10.0.0.0/8',
  ])('rejects %j', (ip) => {
    expect(validateIp(ip)).toBe('Not a valid IP address')
  })
})

describe('ipVersion', () => {
  it('tells IPv4 from IPv6', () => {
    expect(ipVersion('10.0.0.1')).toBe(4)
    expect(ipVersion('::ffff:10.0.0.1')).toBe(6)
    expect(ipVersion('nope')).toBeUndefined()
  })
  it('isIpv4 and isIpv6 do not overlap', () => {
    expect(isIpv4('10.0.0.1')).toBe(true)
    expect(isIpv6('10.0.0.1')).toBe(false)
    expect(isIpv4('::1')).toBe(false)
    expect(isIpv6('::1')).toBe(true)
  })
})

describe('ipSchema', () => {
  it('reports the validator message', () => {
    expect(ipSchema.safeParse('10.0.0.1').success).toBe(true)
    const result = ipSchema.safeParse('10.0.0')
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Not a valid IP address'])
  })
})
