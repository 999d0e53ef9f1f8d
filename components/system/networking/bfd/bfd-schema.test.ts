import { describe, expect, it } from 'vitest'
import { bfdDefaults, bfdEnableBody, bfdSchema } from './bfd-schema'

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? []

describe('BFD session form', () => {
  const valid = { ...bfdDefaults, remote: '192.0.2.9' }

  it('sends the unspecified local address as null', () => {
    expect(bfdSchema.safeParse(valid).success).toBe(true)
    expect(bfdEnableBody(valid)).toEqual({
      switch: 'switch0',
      remote: '192.0.2.9',
      local: null,
      mode: 'single_hop',
      detectionThreshold: 3,
      requiredRx: 300000,
    })
  })

  it('needs a remote address and a local one of the same version', () => {
    expect(messages(bfdSchema.safeParse({ ...valid, remote: '' }))).toEqual([
      'Not a valid IP address',
    ])
    expect(messages(bfdSchema.safeParse({ ...valid, local: 'fd00::1' }))).toEqual([
      'Must be an IPv4 address, like the remote',
    ])
  })

  it('keeps the detection threshold and receive interval in range', () => {
    expect(messages(bfdSchema.safeParse({ ...valid, detectionThreshold: 0 }))).toEqual([
      'The detection threshold is a whole number from 1 to 255',
    ])
    expect(messages(bfdSchema.safeParse({ ...valid, detectionThreshold: 256 }))).toHaveLength(1)
    expect(messages(bfdSchema.safeParse({ ...valid, requiredRx: undefined }))).toEqual([
      'Enter the required receive interval',
    ])
  })
})
