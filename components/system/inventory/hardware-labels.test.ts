import { describe, expect, it } from 'vitest'
import {
  policyKindShown,
  provisionPolicyChange,
  sledPolicyShown,
  sledProvisionShown,
} from './hardware-labels'

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

describe('a sled policy in two parts', () => {
  it('says whether the sled is in service and whether it takes new instances', () => {
    const open = { kind: 'in_service', provisionPolicy: 'provisionable' } as const
    const closed = { kind: 'in_service', provisionPolicy: 'non_provisionable' } as const
    expect(policyKindShown(open).label).toBe('in service')
    expect(sledProvisionShown(open).label).toBe('provisionable')
    expect(sledProvisionShown(closed).label).toBe('non-provisionable')
  })

  it('shows an expunged sled as expunged and non-provisionable, as the contract says it is', () => {
    expect(policyKindShown({ kind: 'expunged' }).label).toBe('expunged')
    expect(sledProvisionShown({ kind: 'expunged' }).label).toBe('non-provisionable')
  })
})
