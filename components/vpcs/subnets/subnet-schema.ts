import * as z from '@/lib/core/zod'
import { descriptionSchema } from '@/lib/core/validators/description'
import type { VpcSubnetCreate } from '@/lib/api/__generated__/Api'
import { parseIpNet, type IpNet } from '@/lib/core/validators/cidr'
import type { IpVersion } from '@/lib/core/validators/ip'
import { nameSchema } from '@/lib/core/validators/name'
import { zodCheck } from '@/lib/core/validators/zod'

/** The picker's value for "no custom router": not a valid name or id, so never a router's. */
export const NO_ROUTER = '(none)'

/** A CIDR block (§5 messages first), then of the one IP version the field takes. */
export function validateBlock(version: IpVersion) {
  return (value: string): string | undefined => {
    const parsed = parseIpNet(value)
    if (!parsed.ok) return parsed.message
    return blockOfVersion(parsed.net, version)
  }
}

const blockOfVersion = (net: IpNet, version: IpVersion) =>
  net.version === version ? undefined : `Must be an IPv${version} block`

const optionalIpv6Block = z
  .string()
  .check(zodCheck((value) => (value.trim() === '' ? undefined : validateBlock(6)(value.trim()))))

export const createSubnetSchema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  ipv4Block: z.string().check(zodCheck(validateBlock(4))),
  ipv6Block: optionalIpv6Block,
  customRouter: z.string(),
})

export type CreateSubnetValues = z.infer<typeof createSubnetSchema>

export const createSubnetDefaults: CreateSubnetValues = {
  name: '',
  description: '',
  ipv4Block: '',
  ipv6Block: '',
  customRouter: NO_ROUTER,
}

/** The picker's value as the API takes it: a router's id, or null for none. */
export const routerOrNull = (value: string) => (value === NO_ROUTER ? null : value)

export function toVpcSubnetCreate(v: CreateSubnetValues): VpcSubnetCreate {
  const ipv6 = v.ipv6Block.trim()
  return {
    name: v.name,
    description: v.description,
    ipv4Block: v.ipv4Block,
    // left out, the API picks a free /64 of the VPC's prefix
    ipv6Block: ipv6 === '' ? null : ipv6,
    customRouter: routerOrNull(v.customRouter),
  }
}
