import * as z from '@/lib/core/zod'
import type { AllowedSourceIps } from '@/lib/api/__generated__/Api'
import { validateCidr } from '@/lib/core/validators/cidr'
import { ipVersion } from '@/lib/core/validators/ip'

const EMPTY_LIST = 'Enter at least one IP address or subnet'

/** The entries of the text box: one per line, blank lines ignored. */
const entriesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/** A bare address stands for itself alone: a /32 or /128. */
function toIpNet(entry: string) {
  const version = ipVersion(entry)
  if (version) return `${entry}/${version === 4 ? 32 : 128}`
  return entry
}

/** Each line an IP address or a subnet (§5's messages), naming the line that is wrong. */
function validateEntries(text: string): string | undefined {
  const entries = entriesOf(text)
  if (entries.length === 0) return EMPTY_LIST
  for (const entry of entries) {
    if (ipVersion(entry)) continue
    const message = validateCidr(entry)
    if (message) return `${entry}: ${message}`
  }
  return undefined
}

export const allowListSchema = z.object({ allow: z.enum(['any', 'list']), ips: z.string() }).check(
  z.superRefine((v, ctx) => {
    if (v.allow !== 'list') return
    const message = validateEntries(v.ips)
    if (message) ctx.addIssue({ code: 'custom', path: ['ips'], message })
  }),
)

export type AllowListValues = z.infer<typeof allowListSchema>

export const allowListValues = (current: AllowedSourceIps): AllowListValues =>
  current.allow === 'any'
    ? { allow: 'any', ips: '' }
    : { allow: 'list', ips: current.ips.join('\n') }

export const allowListBody = (v: AllowListValues): AllowedSourceIps =>
  v.allow === 'any' ? { allow: 'any' } : { allow: 'list', ips: entriesOf(v.ips).map(toIpNet) }
