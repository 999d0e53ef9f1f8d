import * as z from '@/lib/core/zod'
import { descriptionSchema } from '@/lib/core/validators/description'
import type { VpcCreate } from '@/lib/api/__generated__/Api'
import { parseIpNet } from '@/lib/core/validators/cidr'
import { nameSchema } from '@/lib/core/validators/name'
import { zodCheck } from '@/lib/core/validators/zod'

export const IPV6_ONLY = 'Must be an IPv6 network'

/**
 * An optional IPv6 prefix: blank lets Nexus pick one. Only the form of a CIDR
 * is checked here (§5's messages); Nexus itself wants a /48 of fd00::/8 and
 * says so when it refuses another.
 */
export function validateIpv6Prefix(value: string): string | undefined {
  if (value === '') return undefined
  const parsed = parseIpNet(value)
  if (!parsed.ok) return parsed.message
  return parsed.net.version === 6 ? undefined : IPV6_ONLY
}

/** What the edit panel changes (VpcUpdate's fields). */
export const editVpcSchema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  dnsName: nameSchema,
})

export const createVpcSchema = z.extend(editVpcSchema, {
  ipv6Prefix: z.string().check(z.trim(), zodCheck(validateIpv6Prefix)),
})

export type CreateVpcValues = z.infer<typeof createVpcSchema>

export const createVpcDefaults: CreateVpcValues = {
  name: '',
  description: '',
  dnsName: '',
  ipv6Prefix: '',
}

export function toVpcCreate(v: CreateVpcValues): VpcCreate {
  return {
    name: v.name,
    description: v.description,
    dnsName: v.dnsName,
    ipv6Prefix: v.ipv6Prefix === '' ? null : v.ipv6Prefix,
  }
}
