import * as z from '@/lib/core/zod'

export type IpVersion = 4 | 6

export const IP_ERROR = 'Not a valid IP address'

// One octet, 0-255, without leading zeros: the API rejects "010" as ambiguous
// (octal or decimal), so we do too.
const OCTET = '(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])'
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`)
const HEX_GROUP = /^[0-9a-fA-F]{1,4}$/

export function isIpv4(value: string): boolean {
  return IPV4.test(value)
}

/** Counts the 16-bit groups in a run like `a:b:1.2.3.4`, or -1 if malformed. */
function countGroups(run: string, mayEndInIpv4: boolean): number {
  if (run === '') return 0
  const parts = run.split(':')
  let groups = 0
  for (const [i, part] of parts.entries()) {
    const last = i === parts.length - 1
    if (HEX_GROUP.test(part)) groups += 1
    else if (last && mayEndInIpv4 && isIpv4(part)) groups += 2
    else return -1
  }
  return groups
}

export function isIpv6(value: string): boolean {
  const halves = value.split('::')
  if (halves.length > 2) return false
  if (halves.length === 1) return countGroups(value, true) === 8
  const [head, tail] = halves
  const before = countGroups(head, false)
  const after = countGroups(tail, true)
  // `::` stands for at least one group of zeros
  return before >= 0 && after >= 0 && before + after <= 7
}

export function ipVersion(value: string): IpVersion | undefined {
  if (isIpv4(value)) return 4
  if (isIpv6(value)) return 6
  return undefined
}

export function validateIp(value: string): string | undefined {
  return ipVersion(value) ? undefined : IP_ERROR
}

export const ipSchema = z.string().check(z.validator(validateIp))
