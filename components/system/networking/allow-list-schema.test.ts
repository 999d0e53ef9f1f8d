import { describe, expect, it } from 'vitest'
import { allowListBody, allowListSchema, allowListValues } from './allow-list-schema'

const errorOf = (values: unknown) => {
  const r = allowListSchema.safeParse(values)
  return r.success ? undefined : r.error.issues[0]?.message
}

describe('allow list form', () => {
  it('takes "any" without addresses', () => {
    expect(errorOf({ allow: 'any', ips: '' })).toBeUndefined()
    expect(allowListBody({ allow: 'any', ips: 'ignored' })).toEqual({ allow: 'any' })
  })

  it('takes addresses and subnets, one a line, a bare address as itself alone', () => {
    const values = { allow: 'list' as const, ips: ' 192.0.2.7\n\n10.0.0.0/8\nfd00::1 ' }
    expect(errorOf(values)).toBeUndefined()
    expect(allowListBody(values)).toEqual({
      allow: 'list',
      ips: ['192.0.2.7/32', '10.0.0.0/8', 'fd00::1/128'],
    })
  })

  it('names the line that is wrong with the §5 message', () => {
    expect(errorOf({ allow: 'list', ips: '10.0.0.0/8\n10.0.0.0/33' })).toBe(
      '10.0.0.0/33: Max width for IPv4 is 32',
    )
    expect(errorOf({ allow: 'list', ips: '10.0.0' })).toBe(
      '10.0.0: Must contain an IP address and a width, separated by a /',
    )
    expect(errorOf({ allow: 'list', ips: '\n  \n' })).toBe(
      'Enter at least one IP address or subnet',
    )
  })

  it('shows the current list one entry a line', () => {
    expect(allowListValues({ allow: 'list', ips: ['10.0.0.0/8', '192.0.2.7/32'] })).toEqual({
      allow: 'list',
      ips: '10.0.0.0/8\n192.0.2.7/32',
    })
  })
})
