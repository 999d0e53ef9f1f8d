import * as z from '@/lib/core/zod'
import { descriptionSchema } from '@/lib/core/validators/description'
import type { VpcCreate } from '@/lib/api/__generated__/Api'
import { validateBlockWith, vpcPrefixProblem } from '@/lib/domain/vpc-blocks'
import { nameSchema } from '@/lib/core/validators/name'

const prefix = validateBlockWith(6, vpcPrefixProblem)

/** An optional IPv6 prefix: blank lets Nexus pick one; typed, it must be one Nexus takes. */
export const validateIpv6Prefix = (value: string) => (value === '' ? undefined : prefix(value))

/** What the edit panel changes (VpcUpdate's fields). */
export const editVpcSchema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  dnsName: nameSchema,
})

export const createVpcSchema = z.extend(editVpcSchema, {
  ipv6Prefix: z.string().check(z.trim(), z.validator(validateIpv6Prefix)),
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
