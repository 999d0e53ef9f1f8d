import { describe, expect, it } from 'vitest'
import { lldpConfigUpdateBody } from '@/lib/domain/rack-networking-update-bodies'
import { lldpChanges, lldpSchema, lldpValues } from './lldp-schema'

const current = {
  id: 'c1',
  enabled: true,
  systemName: 'oxide-switch0',
  linkName: 'phy0',
  chassisId: null,
  managementIp: null,
}

describe('LLDP configuration form', () => {
  it('sends empty texts as not announced, and keeps the configuration id', () => {
    const values = { ...lldpValues(current), systemName: ' rack-7 ', linkName: '' }
    expect(lldpConfigUpdateBody(current, lldpChanges(values))).toEqual({
      id: 'c1',
      enabled: true,
      systemName: 'rack-7',
      systemDescription: null,
      linkName: null,
      linkDescription: null,
      chassisId: null,
      managementIp: null,
    })
  })

  it('takes an empty management IP, and refuses one that is not an address', () => {
    expect(lldpSchema.safeParse(lldpValues(current)).success).toBe(true)
    const r = lldpSchema.safeParse({ ...lldpValues(current), managementIp: '10.0.0' })
    expect(r.success ? undefined : r.error.issues[0].message).toBe('Not a valid IP address')
  })
})
