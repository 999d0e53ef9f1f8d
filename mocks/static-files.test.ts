import { describe, expect, it } from 'vitest'
import { markDemoMode } from './static-files'

describe('markDemoMode', () => {
  it('marks the <html> tag of an exported page, and only it', () => {
    const page =
      '<!DOCTYPE html><html lang="en"><head></head><body><pre>&lt;html&gt; <html></pre></body></html>'
    expect(markDemoMode(page)).toBe(
      '<!DOCTYPE html><html data-demo lang="en"><head></head><body><pre>&lt;html&gt; <html></pre></body></html>',
    )
  })

  it('leaves a page without an <html> tag alone', () => {
    expect(markDemoMode('<!DOCTYPE html><htmlx>')).toBe('<!DOCTYPE html><htmlx>')
  })
})
