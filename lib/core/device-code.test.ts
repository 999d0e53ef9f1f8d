import { describe, expect, it } from 'vitest'
import { codeLetters, fillFrom, formatUserCode } from './device-code'

describe('device code', () => {
  it('keeps letters only, upper-cased', () => {
    expect(codeLetters('ab-c1 d')).toEqual(['A', 'B', 'C', 'D'])
  })
  it('a paste fills the boxes from the given box', () => {
    const empty = Array(8).fill('')
    expect(fillFrom(empty, 0, 'wxyz-bcdf')).toEqual(['W', 'X', 'Y', 'Z', 'B', 'C', 'D', 'F'])
    expect(fillFrom(empty, 6, 'abc')).toEqual(['', '', '', '', '', '', 'A', 'B'])
  })
  it('formats the code with a dash between the groups', () => {
    expect(formatUserCode('ABCDEFGH'.split(''))).toBe('ABCD-EFGH')
  })
})
