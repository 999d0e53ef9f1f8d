import * as z from '@/lib/core/zod'
import { describe, expect, it } from 'vitest'

describe('z.validator', () => {
  const evenLength = (v: string) => (v.length % 2 === 0 ? undefined : 'Must have an even length')
  const schema = z.string().check(z.validator(evenLength))

  it('adds no issue when the validator passes', () => {
    expect(schema.safeParse('ab').success).toBe(true)
  })
  it('adds one custom issue carrying the validator message', () => {
    const result = schema.safeParse('abc')
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'custom', message: 'Must have an even length', path: [] }),
    ])
  })
  it('places the issue on the field inside an object', () => {
    const form = z.object({ name: schema })
    const result = form.safeParse({ name: 'abc' })
    expect(result.error?.issues[0]).toMatchObject({
      path: ['name'],
      message: 'Must have an even length',
    })
  })
})
