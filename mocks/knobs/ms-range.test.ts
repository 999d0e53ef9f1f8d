import { afterEach, describe, expect, it, vi } from 'vitest'
import { envMsRange, parseMsRange } from './ms-range'

const FALLBACK = { min: 2000, max: 4000 }

describe('millisecond knobs', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
  })

  it('reads a range, a fixed value or zero, and falls back when unset', () => {
    expect(parseMsRange(undefined, 'X', FALLBACK)).toEqual(FALLBACK)
    expect(parseMsRange('100-300', 'X', FALLBACK)).toEqual({ min: 100, max: 300 })
    expect(parseMsRange('300 - 100', 'X', FALLBACK)).toEqual({ min: 100, max: 300 })
    expect(parseMsRange('500', 'X', FALLBACK)).toEqual({ min: 500, max: 500 })
    expect(parseMsRange('0', 'X', FALLBACK)).toEqual({ min: 0, max: 0 })
  })

  it('warns once about a setting it cannot read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubEnv('MOCK_TEST_MS', 'soon')
    expect(envMsRange('MOCK_TEST_MS', FALLBACK)).toEqual(FALLBACK)
    expect(envMsRange('MOCK_TEST_MS', FALLBACK)).toEqual(FALLBACK)
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0][0]).toBe(
      'MOCK_TEST_MS=soon is not "<ms>" or "<min>-<max>": using 2000-4000',
    )
  })
})
