import { createHash } from 'node:crypto'
import { faker } from '@faker-js/faker'

/**
 * Seeded resources carry times relative to a fixed moment so every start
 * yields the same data; only the audit log is placed relative to the real
 * clock, so that "the last hours/days" views have something in them.
 */
export const SEED_EPOCH = Date.parse('2025-07-30T17:00:00Z')

export const daysBefore = (days: number, from = SEED_EPOCH) =>
  new Date(from - days * 86_400_000).toISOString()

/** A time up to `maxDays` before the seed epoch. */
export const pastTime = (maxDays = 90) =>
  daysBefore(faker.number.float({ min: 0.05, max: maxDays, fractionDigits: 4 }))

export const GiB = 1024 ** 3
export const TiB = 1024 ** 4

/** Lowercase, dash-separated words that satisfy the API's Name pattern. */
export function slug(...words: string[]) {
  const s = words
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
  return /^[a-z]/.test(s) ? s.slice(0, 63).replace(/-$/, '') : `x-${s}`.slice(0, 63)
}

/** A unique slug from `make`, retrying on collisions with `taken`. */
export function uniqueSlug(taken: Set<string>, make: () => string) {
  for (let i = 0; i < 50; i++) {
    const s = make()
    if (!taken.has(s)) {
      taken.add(s)
      return s
    }
  }
  const s = `${make()}-${taken.size}`
  taken.add(s)
  return s
}

/** An OpenSSH ed25519 public key line with a well-formed key blob. */
export function ed25519PublicKey(comment: string) {
  const type = Buffer.from('ssh-ed25519')
  const key = Buffer.from(faker.helpers.multiple(() => faker.number.int(255), { count: 32 }))
  const len = (n: number) => {
    const b = Buffer.alloc(4)
    b.writeUInt32BE(n)
    return b
  }
  const blob = Buffer.concat([len(type.length), type, len(key.length), key])
  return `ssh-ed25519 ${blob.toString('base64')} ${comment}`
}

export const hex = (length: number) =>
  faker.string.hexadecimal({ length, casing: 'lower', prefix: '' })

/**
 * A UUID derived from `key`, for seed records added after the faker-made
 * ones were settled: drawing from faker would shift everything after it.
 */
export function stableId(key: string) {
  const h = createHash('sha256').update(`seed:${key}`).digest('hex')
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`
}
