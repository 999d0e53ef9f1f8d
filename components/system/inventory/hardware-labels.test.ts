import { describe, expect, it } from 'vitest'
import { provisionPolicyChange, sledPolicyShown } from './hardware-labels'

describe('sled provision policy', () => {
  it('offers to stop new placements on a provisionable sled, saying running ones stay', () => {
    const change = provisionPolicyChange({ kind: 'in_service', provisionPolicy: 'provisionable' })
    expect(change?.to).toBe('non_provisionable')
    expect(change?.action).toBe('Set non-provisionable')
    expect(change?.meaning).toMatch(/No new instances will be placed on it/)
    expect(change?.meaning).toMatch(/running on it now stay/)
  })

  it('offers to take new placements again on a non-provisionable sled', () => {
    const change = provisionPolicyChange({
      kind: 'in_service',
      provisionPolicy: 'non_provisionable',
    })
    expect(change?.to).toBe('provisionable')
    expect(change?.action).toBe('Set provisionable')
  })

  it('offers nothing for an expunged sled, which is shown as such', () => {
    expect(provisionPolicyChange({ kind: 'expunged' })).toBeUndefined()
    expect(sledPolicyShown({ kind: 'expunged' }).label).toBe('expunged')
    expect(
      sledPolicyShown({ kind: 'in_service', provisionPolicy: 'non_provisionable' }).label,
    ).toBe('non-provisionable')
  })
})
