import { describe, expect, it } from 'vitest'
import { docs } from './docs'

describe('docs', () => {
  it('links only to Oxide’s guides, over https', () => {
    for (const page of Object.values(docs)) {
      const url = new URL(page.url)
      expect(url.origin).toBe('https://docs.oxide.computer')
      expect(url.pathname.startsWith('/guides/')).toBe(true)
    }
  })

  it('names each page differently, so two links in one place can be told apart', () => {
    const titles = Object.values(docs).map((p) => p.title)
    expect(new Set(titles).size).toBe(titles.length)
  })
})
