import type { Digest, Image } from '@/lib/api/__generated__/Api'
import { formatBytes } from '@/lib/core/format/bytes'

export type ImageFact = {
  label: string
  value: string
  /** An identifier: shown in a monospace font with a copy button. */
  copyable?: boolean
}

/** 'sha256:ab12…' — the algorithm and the hash, as tools print them. */
export function formatDigest(digest: Digest): string {
  return `${digest.type}:${digest.value}`
}

/**
 * What the read-only view shows of an image beside its ID and times (which every panel
 * shows, from the kit's ResourceProperties). Description and digest are
 * optional in the API (a blank description, an image without contents hash),
 * so they appear only when there is something to show.
 */
export function imageFacts(image: Image): ImageFact[] {
  const facts: ImageFact[] = []
  if (image.description.trim()) facts.push({ label: 'Description', value: image.description })
  facts.push(
    { label: 'Size', value: formatBytes(image.size) },
    { label: 'OS', value: image.os },
    { label: 'Version', value: image.version },
    { label: 'Block size', value: formatBytes(image.blockSize) },
  )
  if (image.digest)
    facts.push({ label: 'Digest', value: formatDigest(image.digest), copyable: true })
  return facts
}
