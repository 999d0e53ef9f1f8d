import { describe, expect, it } from 'vitest'
import { bundleSettling } from './support-bundle'

describe('bundleSettling', () => {
  it('is true while a bundle is collected or destroyed, and only then', () => {
    expect(bundleSettling('collecting')).toBe(true)
    expect(bundleSettling('destroying')).toBe(true)
    expect(bundleSettling('active')).toBe(false)
    expect(bundleSettling('failed')).toBe(false)
  })
})
