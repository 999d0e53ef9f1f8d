import { describe, expect, it } from 'vitest'
import { vpcNames } from './vpc-names'

describe('vpcNames', () => {
  it('names one or a few VPCs as a sentence would', () => {
    expect(vpcNames(['default'])).toBe('default')
    expect(vpcNames(['default', 'web'])).toBe('default and web')
    expect(vpcNames(['a', 'b', 'c'])).toBe('a, b and c')
  })

  it('counts the ones past the first three', () => {
    expect(vpcNames(['a', 'b', 'c', 'd', 'e'])).toBe('a, b, c and 2 more')
  })

  it('says more exist when the page left some out', () => {
    expect(vpcNames(['a', 'b', 'c', 'd'], true)).toBe('a, b, c and more')
    expect(vpcNames(['a'], true)).toBe('a and more')
  })
})
