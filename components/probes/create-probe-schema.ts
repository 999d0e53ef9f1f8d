import * as z from '@/lib/core/zod'
import { descriptionSchema } from '@/lib/core/validators/description'
import type { ProbeCreate } from '@/lib/api/__generated__/Api'
import { nameSchema } from '@/lib/core/validators/name'

/**
 * The pool picker's "no choice, the silo's default": a select cannot hold ''
 * as a choice, and this is no valid pool name, so it never names a real one.
 */
export const SILO_DEFAULT_POOL = '(silo default)'

export const createProbeSchema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  sled: z.string().check(z.minLength(1, 'Choose the sled the probe runs on')),
  pool: z.string(),
})

export type CreateProbeValues = z.infer<typeof createProbeSchema>

export const createProbeDefaults: CreateProbeValues = {
  name: '',
  description: '',
  sled: '',
  pool: SILO_DEFAULT_POOL,
}

export function toProbeCreate(v: CreateProbeValues): ProbeCreate {
  return {
    name: v.name,
    description: v.description,
    sled: v.sled,
    ipPool: v.pool === SILO_DEFAULT_POOL ? null : v.pool,
  }
}
