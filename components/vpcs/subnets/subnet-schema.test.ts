import { describe, expect, it } from 'vitest'
import { createSubnetDefaults, createSubnetSchema, toVpcSubnetCreate } from './subnet-schema'
import { validateBlockWith } from '@/lib/domain/vpc-blocks'

const validateBlock = (version: 4 | 6) => validateBlockWith(version, () => undefined)

const messagesOf = (values: Partial<typeof createSubnetDefaults>) => {
  const result = createSubnetSchema('fd12:3456:789a::/48').safeParse({
    ...createSubnetDefaults,
    name: 'web',
    ...values,
  })
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]))
}

describe('validateBlock', () => {
  it('gives the CIDR messages of §5 first', () => {
    expect(validateBlock(4)('10.0.0.0')).toBe(
      'Must contain an IP address and a width, separated by a /',
    )
    expect(validateBlock(4)('10.0.0.0/x')).toBe('Width must be an integer')
    expect(validateBlock(4)('10.0.0.0/33')).toBe('Max width for IPv4 is 32')
    expect(validateBlock(6)('fd00::/129')).toBe('Max width for IPv6 is 128')
    expect(validateBlock(4)('10.0.0/24')).toBe('Not a valid IP address')
  })

  it('then holds each field to its IP version', () => {
    expect(validateBlock(4)('fd00::/64')).toBe('Must be an IPv4 block')
    expect(validateBlock(6)('10.0.0.0/24')).toBe('Must be an IPv6 block')
    expect(validateBlock(4)('10.0.0.0/24')).toBeUndefined()
    expect(validateBlock(6)('fd12:3456:789a:1::/64')).toBeUndefined()
  })
})

describe('createSubnetSchema', () => {
  it('requires the IPv4 block and leaves the IPv6 block optional', () => {
    expect(messagesOf({ ipv4Block: '' })).toEqual({
      ipv4Block: 'Must contain an IP address and a width, separated by a /',
    })
    expect(messagesOf({ ipv4Block: '10.2.0.0/24' })).toEqual({})
    expect(messagesOf({ ipv4Block: '10.2.0.0/24', ipv6Block: 'fd00::' })).toEqual({
      ipv6Block: 'Must contain an IP address and a width, separated by a /',
    })
  })
})

describe('toVpcSubnetCreate', () => {
  it('sends null for an empty IPv6 block and for no custom router', () => {
    expect(
      toVpcSubnetCreate({ ...createSubnetDefaults, name: 'web', ipv4Block: '10.2.0.0/24' }),
    ).toEqual({
      name: 'web',
      description: '',
      ipv4Block: '10.2.0.0/24',
      ipv6Block: null,
      customRouter: null,
    })
  })

  it('sends the IPv6 block and the router chosen', () => {
    const body = toVpcSubnetCreate({
      ...createSubnetDefaults,
      name: 'web',
      ipv4Block: '10.2.0.0/24',
      ipv6Block: ' fd12:3456:789a:1::/64 ',
      customRouter: 'f0c1a2b3-0000-4000-8000-000000000001',
    })
    expect(body.ipv6Block).toBe('fd12:3456:789a:1::/64')
    expect(body.customRouter).toBe('f0c1a2b3-0000-4000-8000-000000000001')
  })
})
