import * as z from '@/lib/core/zod'
import { descriptionSchema } from '@/lib/core/validators/description'
import type { BgpConfigCreate } from '@/lib/api/__generated__/Api'
import { validateCidr } from '@/lib/core/validators/cidr'
import { nameSchema, validateName } from '@/lib/core/validators/name'

export const MAX_ASN = 4294967295

/** ASN 0 is reserved (RFC 7607); the rest of the 32-bit range is usable. */
export function validateAsn(value: number | undefined): string | undefined {
  if (value === undefined) return 'Enter the ASN'
  if (!Number.isInteger(value) || value < 1 || value > MAX_ASN) {
    return `An ASN is a whole number from 1 to ${MAX_ASN}`
  }
  return undefined
}

const asnSchema = z.union([z.number(), z.undefined()]).check(
  z.superRefine((value, ctx) => {
    const message = validateAsn(value)
    if (message) ctx.addIssue({ code: 'custom', message })
  }),
)

export const bgpConfigSchema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  asn: asnSchema,
  announceSet: z.string().check(z.minLength(1, 'Choose an announce set')),
  // empty: no VRF; otherwise a name, as the contract requires
  vrf: z.string().check(z.validator((v) => (v === '' ? undefined : validateName(v)))),
})
export type BgpConfigValues = z.input<typeof bgpConfigSchema>
export const bgpConfigDefaults: BgpConfigValues = {
  name: '',
  description: '',
  asn: undefined,
  announceSet: '',
  vrf: '',
}

export function bgpConfigBody(values: BgpConfigValues): BgpConfigCreate {
  return {
    name: values.name,
    description: values.description,
    asn: values.asn ?? 0,
    bgpAnnounceSetId: values.announceSet,
    vrf: values.vrf === '' ? null : values.vrf,
  }
}

const announcementSchema = z.object({
  addressLotBlock: z
    .string()
    .check(z.validator((v) => (v === '' ? 'Name the address lot' : undefined))),
  network: z.string().check(z.validator(validateCidr)),
})

export const announceSetSchema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  announcement: z.array(announcementSchema).check(
    z.superRefine((items, ctx) => {
      const seen = new Set<string>()
      items.forEach((a, i) => {
        if (seen.has(a.network)) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'network'],
            message: 'This network is already announced by the set',
          })
        }
        seen.add(a.network)
      })
    }),
  ),
})
export type AnnounceSetValues = z.infer<typeof announceSetSchema>
export const emptyAnnouncement = { addressLotBlock: '', network: '' }
export const announceSetDefaults: AnnounceSetValues = {
  name: '',
  description: '',
  announcement: [emptyAnnouncement],
}
