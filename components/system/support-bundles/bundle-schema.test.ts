import { describe, expect, it } from 'vitest'
import { bundleSchema, toBundleCreate } from './bundle-schema'

describe('bundleSchema', () => {
  it('asks for a comment, and a blank one is none', () => {
    for (const userComment of ['', '   ']) {
      const r = bundleSchema.safeParse({ userComment })
      expect(r.error?.issues[0].message).toBe(
        'Say what happened, so support knows what to look for',
      )
    }
  })

  it('sends the comment without surrounding space', () => {
    const v = bundleSchema.parse({ userComment: '  sled 7 rebooted at 14:02 ' })
    expect(toBundleCreate(v)).toEqual({ userComment: 'sled 7 rebooted at 14:02' })
  })
})
