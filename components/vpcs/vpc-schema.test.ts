import { describe, expect, it } from 'vitest'
import {
  createVpcDefaults,
  createVpcSchema,
  editVpcSchema,
  toVpcCreate,
  validateIpv6Prefix,
} from './vpc-schema'

const valid = { ...createVpcDefaults, name: 'web', dnsName: 'web' }

const messages = (value: unknown) => {
  const r = createVpcSchema.safeParse(value)
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message])
}

describe('validateIpv6Prefix', () => {
  it('accepts a blank prefix (Nexus picks one) and a /48 of fd00::/8', () => {
    expect(validateIpv6Prefix('')).toBeUndefined()
    expect(validateIpv6Prefix('fd12:3456:789a::/48')).toBeUndefined()
  })

  it('refuses what Nexus refuses, before submit', () => {
    const rule = 'Must be a /48 of the unique local range fd00::/8'
    expect(validateIpv6Prefix('2001:db8::/48')).toBe(rule)
    expect(validateIpv6Prefix('fd12:3456::/32')).toBe(rule)
  })

  it('says what is wrong with the form of the CIDR, in §5 words', () => {
    expect(validateIpv6Prefix('fd00::')).toBe(
      'Must contain an IP address and a width, separated by a /',
    )
    expect(validateIpv6Prefix('fd00::/4a')).toBe('Width must be an integer')
    expect(validateIpv6Prefix('fd00::/129')).toBe('Max width for IPv6 is 128')
    expect(validateIpv6Prefix('fd00:::1/48')).toBe('Not a valid IP address')
  })

  it('refuses an IPv4 network', () => {
    expect(validateIpv6Prefix('10.0.0.0/8')).toBe('Must be an IPv6 block')
    // an IPv4 width check comes first: it says more
    expect(validateIpv6Prefix('10.0.0.0/33')).toBe('Max width for IPv4 is 32')
  })
})

describe('createVpcSchema', () => {
  it('sends no prefix when none is typed', () => {
    expect(toVpcCreate(createVpcSchema.parse(valid))).toEqual({
      name: 'web',
      description: '',
      dnsName: 'web',
      ipv6Prefix: null,
    })
  })

  it('sends a typed prefix without surrounding spaces', () => {
    const v = createVpcSchema.parse({ ...valid, ipv6Prefix: ' fd12:3456:789a::/48 ' })
    expect(toVpcCreate(v).ipv6Prefix).toBe('fd12:3456:789a::/48')
  })

  it('needs a DNS name that is a valid Name', () => {
    expect(messages({ ...valid, dnsName: '' })).toEqual([['dnsName', 'Name is required']])
    expect(messages({ ...valid, dnsName: 'Web' })).toEqual([
      ['dnsName', 'Must start with a lowercase letter'],
    ])
  })

  it('refuses a malformed prefix with the validator message', () => {
    expect(messages({ ...valid, ipv6Prefix: 'fd00::48' })).toEqual([
      ['ipv6Prefix', 'Must contain an IP address and a width, separated by a /'],
    ])
  })
})

describe('editVpcSchema', () => {
  it('keeps name, description and DNS name only', () => {
    expect(
      editVpcSchema.parse({ name: 'a', description: 'd', dnsName: 'b', ipv6Prefix: 'x' }),
    ).toEqual({ name: 'a', description: 'd', dnsName: 'b' })
  })
})
