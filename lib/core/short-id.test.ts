import { describe, expect, it } from 'vitest'
import { shortId } from './short-id'

describe('shortId', () => {
  it('keeps the first eight characters of a UUID and says it was cut', () => {
    expect(shortId('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('0f8fad5b…')
  })

  it('leaves an id no longer than the cut, or one character longer, whole', () => {
    expect(shortId('')).toBe('')
    expect(shortId('abcdefgh')).toBe('abcdefgh')
    expect(shortId('abcdefghi')).toBe('abcdefghi')
    expect(shortId('abcdefghij')).toBe('abcdefgh…')
  })

  it('takes another length', () => {
    expect(shortId('0f8fad5b-d9cb', 4)).toBe('0f8f…')
  })
})
