import { describe, expect, it } from 'vitest'
import {
  createFloatingIpDefaults,
  createFloatingIpSchema,
  toFloatingIpCreate,
} from './create-floating-ip-schema'

const valid = { ...createFloatingIpDefaults, name: 'web', pool: 'default' }

describe('createFloatingIpSchema', () => {
  it('lets the pool pick the address, ignoring a stale typed one', () => {
    const v = createFloatingIpSchema.parse({ ...valid, ip: 'not an ip' })
    expect(toFloatingIpCreate(v)).toEqual({
      name: 'web',
      description: '',
      pool: 'default',
      ip: null,
    })
  })

  it('sends an explicit address', () => {
    const v = createFloatingIpSchema.parse({ ...valid, address: 'explicit', ip: '10.0.0.7' })
    expect(toFloatingIpCreate(v).ip).toBe('10.0.0.7')
  })

  it('refuses an explicit address that is not one, with the validator message', () => {
    const r = createFloatingIpSchema.safeParse({ ...valid, address: 'explicit', ip: '10.0.0' })
    expect(r.success).toBe(false)
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['ip', 'Not a valid IP address'],
    ])
  })

  it('needs a pool', () => {
    const r = createFloatingIpSchema.safeParse({ ...valid, pool: '' })
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Choose an IP pool'])
  })
})
