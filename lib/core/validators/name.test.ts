import { describe, expect, it } from 'vitest'
import { isUuid, nameSchema, validateName } from './name'

describe('validateName', () => {
  it.each([
    'a',
    'web',
    'web-1',
    'my-Project2',
    'a'.repeat(63),
    'vm-6b3e1c22-2b1f-4a6e-9d0f-0123456789ab',
  ])('accepts %s', (name) => {
    expect(validateName(name)).toBeUndefined()
  })

  it.each([
    ['', 'Name is required'],
    ['a'.repeat(64), 'Must be 63 characters or fewer'],
    ['6b3e1c22-2b1f-4a6e-9d0f-0123456789ab', "Can't be a UUID"],
    ['abcdef12-2b1f-4a6e-9d0f-0123456789AB', "Can't be a UUID"],
    ['Web', 'Must start with a lowercase letter'],
    ['1web', 'Must start with a lowercase letter'],
    ['-web', 'Must start with a lowercase letter'],
    ['web server', 'Can only contain letters, numbers, and dashes'],
    ['web_1', 'Can only contain letters, numbers, and dashes'],
    ['café', 'Can only contain letters, numbers, and dashes'],
    ['web-', 'Must end with a letter or number'],
    ['a-', 'Must end with a letter or number'],
  ])('%j → %s', (name, message) => {
    expect(validateName(name)).toBe(message)
  })

  it('checks length before anything else', () => {
    expect(validateName('_'.repeat(64))).toBe('Must be 63 characters or fewer')
  })
})

describe('isUuid', () => {
  it('matches only a whole UUID', () => {
    expect(isUuid('6b3e1c22-2b1f-4a6e-9d0f-0123456789ab')).toBe(true)
    expect(isUuid('x6b3e1c22-2b1f-4a6e-9d0f-0123456789ab')).toBe(false)
  })
})

describe('nameSchema', () => {
  it('parses a valid name', () => {
    expect(nameSchema.parse('db-1')).toBe('db-1')
  })
  it('reports the first problem as the issue message', () => {
    const result = nameSchema.safeParse('Db-')
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Must start with a lowercase letter',
    ])
  })
})
