import { z } from '@/lib/core/zod'
import { IP_ERROR, ipVersion, type IpVersion } from '@/lib/core/validators/ip'

export const MIXED_FAMILIES = 'First and last must both be IPv4 or both IPv6'
export const FIRST_AFTER_LAST = 'First must not come after last'

/** An address as one number, so that IPv6 ends compare without losing precision. */
export function ipToBigInt(ip: string, version: IpVersion): bigint {
  if (version === 4) return ip.split('.').reduce((n, octet) => n * 256n + BigInt(octet), 0n)
  // a trailing dotted quad stands for the last two groups
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(ip)
  let text = ip
  if (dotted) {
    const v4 = ipToBigInt(dotted[1], 4)
    text = `${ip.slice(0, dotted.index)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`
  }
  const [head, tail] = text.split('::')
  const groups = (run: string | undefined) => (run ? run.split(':') : [])
  const before = groups(head)
  const after = groups(tail)
  const zeros = tail === undefined ? [] : Array<string>(8 - before.length - after.length).fill('0')
  return [...before, ...zeros, ...after].reduce((n, g) => n * 65536n + BigInt(`0x${g}`), 0n)
}

export type RangeValues = { first: string; last: string }
export type RangeErrors = Partial<Record<keyof RangeValues, string>>

/**
 * What is wrong with a range before Nexus sees it: each end an address, both
 * of one family, first not after last. Whether Nexus takes the family and the
 * range (IPv6, overlaps) is its to say.
 */
export function validateRange({ first, last }: RangeValues): RangeErrors {
  const errors: RangeErrors = {}
  const firstVersion = ipVersion(first.trim())
  const lastVersion = ipVersion(last.trim())
  if (!firstVersion) errors.first = IP_ERROR
  if (!lastVersion) errors.last = IP_ERROR
  if (!firstVersion || !lastVersion) return errors
  if (firstVersion !== lastVersion) return { last: MIXED_FAMILIES }
  if (ipToBigInt(first.trim(), firstVersion) > ipToBigInt(last.trim(), lastVersion)) {
    return { last: FIRST_AFTER_LAST }
  }
  return errors
}

export const rangeSchema = z
  .object({ first: z.string().trim(), last: z.string().trim() })
  .superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(validateRange(values))) {
      ctx.addIssue({ code: 'custom', path: [field], message })
    }
  })

export const rangeDefaults: RangeValues = { first: '', last: '' }
