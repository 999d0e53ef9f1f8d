import { describe, expect, it } from 'vitest'
import { floatingIpChoice, poolNamesById } from './floating-ip'

const fip = { name: 'web', ip: '192.0.2.10', ipPoolId: 'pool-1' }

describe('floatingIpChoice', () => {
  it('names the floating IP, then its address and its pool', () => {
    const pools = poolNamesById([{ id: 'pool-1', name: 'public' }])
    expect(floatingIpChoice(fip, pools)).toEqual({
      value: 'web',
      label: 'web',
      detail: '192.0.2.10 · pool public',
    })
  })

  it('names no pool when the pool is out of sight or the pools failed to load', () => {
    expect(floatingIpChoice(fip, poolNamesById([{ id: 'other', name: 'x' }])).detail).toBe(
      '192.0.2.10',
    )
    expect(floatingIpChoice(fip, poolNamesById(undefined)).detail).toBe('192.0.2.10')
  })
})
