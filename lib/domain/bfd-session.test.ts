import { describe, expect, it } from 'vitest'
import { bfdSettling } from './bfd-session'

describe('bfdSettling', () => {
  it('is true while a session tries to come up, not once up or disabled', () => {
    expect(bfdSettling('down')).toBe(true)
    expect(bfdSettling('init')).toBe(true)
    expect(bfdSettling('up')).toBe(false)
    expect(bfdSettling('admin_down')).toBe(false)
  })
})
