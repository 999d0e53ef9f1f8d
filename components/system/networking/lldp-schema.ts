import * as z from '@/lib/core/zod'
import type { LldpLinkConfig } from '@/lib/api/__generated__/Api'
import { validateIp } from '@/lib/core/validators/ip'

/** LldpLinkConfig's optional texts: empty means not announced (null). */
export const lldpSchema = z.object({
  enabled: z.boolean(),
  systemName: z.string(),
  systemDescription: z.string(),
  linkName: z.string(),
  linkDescription: z.string(),
  chassisId: z.string(),
  managementIp: z.string().check(
    z.trim(),
    z.superRefine((v, ctx) => {
      const message = v ? validateIp(v) : undefined
      if (message) ctx.addIssue({ code: 'custom', message })
    }),
  ),
})

export type LldpValues = z.infer<typeof lldpSchema>

export const lldpValues = (c: LldpLinkConfig): LldpValues => ({
  enabled: c.enabled,
  systemName: c.systemName ?? '',
  systemDescription: c.systemDescription ?? '',
  linkName: c.linkName ?? '',
  linkDescription: c.linkDescription ?? '',
  chassisId: c.chassisId ?? '',
  managementIp: c.managementIp ?? '',
})

const orNull = (s: string) => s.trim() || null

/** Every field of the form, as the update replaces the whole configuration. */
export const lldpChanges = (v: LldpValues): Omit<LldpLinkConfig, 'id'> => ({
  enabled: v.enabled,
  systemName: orNull(v.systemName),
  systemDescription: orNull(v.systemDescription),
  linkName: orNull(v.linkName),
  linkDescription: orNull(v.linkDescription),
  chassisId: orNull(v.chassisId),
  managementIp: orNull(v.managementIp),
})
