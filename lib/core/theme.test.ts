import { describe, expect, it } from 'vitest'
import { isThemeChoice, resolveTheme } from './theme'

describe('resolveTheme', () => {
  it('follows the system setting for the system choice', () => {
    expect(resolveTheme('system', true)).toBe('dark')
    expect(resolveTheme('system', false)).toBe('light')
  })
  it('keeps an explicit choice whatever the system says', () => {
    expect(resolveTheme('light', true)).toBe('light')
    expect(resolveTheme('dark', false)).toBe('dark')
  })
})

describe('isThemeChoice', () => {
  it('accepts the three choices and nothing else', () => {
    expect(['system', 'light', 'dark'].every(isThemeChoice)).toBe(true)
    expect(isThemeChoice('blue')).toBe(false)
    expect(isThemeChoice(null)).toBe(false)
  })
})
