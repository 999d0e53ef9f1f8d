import { validateCidr } from '@/lib/core/validators/cidr'
import { validateIp } from '@/lib/core/validators/ip'
import { validateName } from '@/lib/core/validators/name'
import type { ItemKind } from './labels'

/** The value's own validator: IP for ip, CIDR for ip_net, a name for the rest. */
export function validateItemValue(kind: ItemKind, value: string): string | undefined {
  if (kind === 'ip') return validateIp(value)
  if (kind === 'ip_net') return validateCidr(value)
  return validateName(value)
}

// ICMP types and codes are one byte; the contract writes a code as `n` or `n-m`
const MAX_ICMP = 255
const ICMP_TYPE = /^[0-9]{1,3}$/
const ICMP_CODE = /^([0-9]{1,3})(?:-([0-9]{1,3}))?$/

export function validateIcmpType(value: string): string | undefined {
  if (!ICMP_TYPE.test(value) || Number(value) > MAX_ICMP) {
    return `ICMP type must be a number from 0 to ${MAX_ICMP}`
  }
  return undefined
}

export function validateIcmpCode(value: string): string | undefined {
  const match = ICMP_CODE.exec(value)
  if (!match) return 'Must be a code or a range of codes, like 0 or 0-4'
  const start = Number(match[1])
  const end = match[2] === undefined ? start : Number(match[2])
  if (start > MAX_ICMP || end > MAX_ICMP) return `Code must be ${MAX_ICMP} or less`
  if (end < start) return 'End of range must not be below start'
  return undefined
}
