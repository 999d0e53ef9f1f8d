import { describe, expect, it } from 'vitest'
import { deliverySettling } from './alert-delivery'

describe('deliverySettling', () => {
  it('is true while a delivery is pending, and only then', () => {
    expect(deliverySettling('pending')).toBe(true)
    expect(deliverySettling('delivered')).toBe(false)
    expect(deliverySettling('failed')).toBe(false)
  })
})
