import * as z from '@/lib/core/zod'
import { describe, expect, it } from 'vitest'

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message)

describe('zod as forms take it', () => {
  // zod/mini has no locale of its own: without lib/core/zod.ts's config, each of these
  // would read "Invalid input"
  it('writes its own messages in English', () => {
    expect(messages(z.number().safeParse('4'))).toEqual([
      'Invalid input: expected number, received string',
    ])
    // the loopback mask's message for a fraction
    expect(messages(z.number().check(z.int()).safeParse(1.5))).toEqual([
      'Invalid input: expected int, received number',
    ])
    expect(messages(z.enum(['a', 'b']).safeParse('c'))).toEqual([
      'Invalid option: expected one of "a"|"b"',
    ])
  })

  it('keeps a message given for the type and another for a check', () => {
    const mtu = z.number({ error: 'Enter the MTU' }).check(z.int('A whole number'))
    expect(messages(mtu.safeParse(undefined))).toEqual(['Enter the MTU'])
    expect(messages(mtu.safeParse(1.5))).toEqual(['A whole number'])
  })
})
