import { describe, expect, it } from 'vitest'
import { peerSettling } from './bgp-peer'

describe('peerSettling', () => {
  it('is true while a session is on its way up, not once up or idle', () => {
    expect(peerSettling('connect')).toBe(true)
    expect(peerSettling('open_confirm')).toBe(true)
    expect(peerSettling('established')).toBe(false)
    expect(peerSettling('idle')).toBe(false)
  })
})
