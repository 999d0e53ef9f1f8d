import * as z from '@/lib/core/zod'
import { ipToBigInt } from '@/lib/core/ip-number'
import { IP_ERROR, ipVersion } from '@/lib/core/validators/ip'

export const MIXED_FAMILIES = 'First and last must both be IPv4 or both IPv6'
export const FIRST_AFTER_LAST = 'First must not come after last'

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
  .object({ first: z.string().check(z.trim()), last: z.string().check(z.trim()) })
  .check(
    z.superRefine((values, ctx) => {
      for (const [field, message] of Object.entries(validateRange(values))) {
        ctx.addIssue({ code: 'custom', path: [field], message })
      }
    }),
  )

export const rangeDefaults: RangeValues = { first: '', last: '' }
