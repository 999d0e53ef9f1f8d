import { describe, expect, it } from 'vitest'
import type { Image } from '@/lib/api/__generated__/Api'
import { formatDigest, imageFacts } from './image-facts'

const created = new Date('2025-03-04T05:06:07Z')
const base: Image = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  name: 'web-golden',
  description: 'Ubuntu with nginx',
  os: 'ubuntu',
  version: '24.04',
  size: 4 * 1024 ** 3,
  blockSize: 4096,
  projectId: null,
  timeCreated: created,
  timeModified: created,
}

const byLabel = (image: Image) =>
  Object.fromEntries(imageFacts(image).map((f) => [f.label, f.value]))

describe('image facts', () => {
  it('shows size, OS, version and block size', () => {
    expect(byLabel(base)).toEqual({
      Description: 'Ubuntu with nginx',
      Size: '4 GiB',
      OS: 'ubuntu',
      Version: '24.04',
      'Block size': '4 KiB',
    })
  })

  it('leaves out a blank description and an absent digest', () => {
    const labels = imageFacts({ ...base, description: '  ', digest: null }).map((f) => f.label)
    expect(labels).toEqual(['Size', 'OS', 'Version', 'Block size'])
  })

  it('shows a digest as algorithm:hash, copyable', () => {
    const digest = { type: 'sha256' as const, value: 'ab'.repeat(32) }
    const facts = imageFacts({ ...base, digest })
    expect(facts.at(-1)).toEqual({
      label: 'Digest',
      value: `sha256:${'ab'.repeat(32)}`,
      copyable: true,
    })
    expect(formatDigest(digest)).toBe(`sha256:${'ab'.repeat(32)}`)
  })

  it('shows a block size under a KiB in bytes', () => {
    expect(byLabel({ ...base, blockSize: 512 })['Block size']).toBe('512 B')
  })
})
