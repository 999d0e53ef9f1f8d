import * as z from '@/lib/core/zod'
import { descriptionSchema } from '@/lib/core/validators/description'
import type { VpcSubnetCreate } from '@/lib/api/__generated__/Api'
import { subnetIpv4Problem, subnetIpv6Problem, validateBlockWith } from '@/lib/domain/vpc-blocks'
import { nameSchema } from '@/lib/core/validators/name'

/** The picker's value for "no custom router": not a valid name or id, so never a router's. */
export const NO_ROUTER = '(none)'

const ipv4Block = validateBlockWith(4, subnetIpv4Problem)
const ipv6Block = (vpcPrefix?: string) =>
  validateBlockWith(6, (net) => subnetIpv6Problem(net, vpcPrefix))

/** A new subnet's fields; its IPv6 block is held to `vpcPrefix`, the VPC's, once known. */
export const createSubnetSchema = (vpcPrefix?: string) =>
  z.object({
    name: nameSchema,
    description: descriptionSchema,
    ipv4Block: z.string().check(z.validator(ipv4Block)),
    // optional: left blank, Nexus picks a free /64 of the VPC's prefix
    ipv6Block: z
      .string()
      .check(z.validator((v) => (v.trim() === '' ? undefined : ipv6Block(vpcPrefix)(v.trim())))),
    customRouter: z.string(),
  })

export type CreateSubnetValues = z.infer<ReturnType<typeof createSubnetSchema>>

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
