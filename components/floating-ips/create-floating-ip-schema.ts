import * as z from '@/lib/core/zod'
import { descriptionSchema } from '@/lib/core/validators/description'
import type { FloatingIpCreate } from '@/lib/api/__generated__/Api'
import { ipSchema } from '@/lib/core/validators/ip'
import { nameSchema } from '@/lib/core/validators/name'

const base = z.object({
  name: nameSchema,
  description: descriptionSchema,
  pool: z.string().check(z.minLength(1, 'Choose an IP pool')),
})

/** Either the pool picks a free address, or the user names one (still from the pool). */
export const createFloatingIpSchema = z.discriminatedUnion('address', [
  z.extend(base, { address: z.literal('auto'), ip: z.string() }),
  z.extend(base, { address: z.literal('explicit'), ip: ipSchema }),
])

export type CreateFloatingIpValues = z.infer<typeof createFloatingIpSchema>

export const createFloatingIpDefaults: CreateFloatingIpValues = {
  name: '',
  description: '',
  pool: '',
  address: 'auto',
  ip: '',
}

export function toFloatingIpCreate(v: CreateFloatingIpValues): FloatingIpCreate {
  return {
    name: v.name,
    description: v.description,
    pool: v.pool,
    ip: v.address === 'explicit' ? v.ip : null,
  }
}
