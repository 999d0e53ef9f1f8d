import { describe, expect, it } from 'vitest'
import { generateName, generateNameWith, nameBase, nameWithSuffix } from './names'
import { validateName } from './validators/name'

const fixed = (n: number) => () => n

describe('generateNameWith', () => {
  it('joins the parts with dashes and adds a six-digit hex suffix', () => {
    expect(generateNameWith(fixed(0.5), ['disk', 'snapshot'])).toBe('disk-snapshot-800000')
  })
  it('pads the suffix to six digits', () => {
    expect(generateNameWith(fixed(0), ['web'])).toBe('web-000000')
    expect(generateNameWith(fixed(0.999999999), ['web'])).toBe('web-ffffff')
  })
  it('lowercases and drops characters a name cannot hold', () => {
    expect(generateNameWith(fixed(0), ['My Disk!', 'Ubuntu_22.04'])).toBe(
      'mydisk-ubuntu2204-000000',
    )
  })
  it('skips parts that are left empty', () => {
    expect(generateNameWith(fixed(0), ['db', '!!', '', 'copy'])).toBe('db-copy-000000')
  })
  it('starts with a letter', () => {
    expect(generateNameWith(fixed(0), ['2024', 'backup'])).toBe('backup-000000')
  })
  it('falls back to "name" when nothing usable is given', () => {
    expect(generateNameWith(fixed(0), [])).toBe('name-000000')
    expect(generateNameWith(fixed(0), ['123', '***'])).toBe('name-000000')
  })
  it('truncates the base so the whole name is 63 characters', () => {
    const name = generateNameWith(fixed(0), ['a'.repeat(40), 'b'.repeat(40)])
    expect(name).toBe(`${'a'.repeat(40)}-${'b'.repeat(15)}-000000`)
    expect(name).toHaveLength(63)
  })
  it('does not leave a dash before the suffix after truncating', () => {
    const name = generateNameWith(fixed(0), ['a'.repeat(55), 'bcd'])
    expect(name).toBe(`${'a'.repeat(55)}-000000`)
  })
  it('always gives a valid name', () => {
    const inputs = [
      ['Instance', 'Disk'],
      ['x'.repeat(100)],
      ['-lead', 'trail-'],
      ['vm-6b3e1c22-2b1f-4a6e-9d0f-0123456789ab'],
      ['a-'.repeat(40)],
    ]
    for (const parts of inputs) {
      expect(validateName(generateNameWith(Math.random, parts))).toBeUndefined()
    }
  })
})

describe('nameBase', () => {
  it('trims dashes inside parts at the joins', () => {
    expect(nameBase(['-web-', '-1'])).toBe('web-1')
  })
})

describe('generateName', () => {
  it('uses a random suffix', () => {
    expect(generateName('web', 'server')).toMatch(/^web-server-[0-9a-f]{6}$/)
  })
})

describe('nameWithSuffix', () => {
  it('adds the suffix', () => {
    expect(nameWithSuffix('db1', '-copy')).toBe('db1-copy')
  })
  it('cuts a long name so the result stays at most 63 characters and valid', () => {
    const long = `a${'b'.repeat(62)}`
    const copy = nameWithSuffix(long, '-copy')
    expect(copy).toHaveLength(63)
    expect(copy.endsWith('b-copy')).toBe(true)
    expect(validateName(copy)).toBeUndefined()
  })
  it('drops the dashes a cut leaves at the end of the name', () => {
    const dashed = `${'a'.repeat(57)}--${'b'.repeat(4)}`
    expect(nameWithSuffix(dashed, '-copy')).toBe(`${'a'.repeat(57)}-copy`)
  })
})
