import * as z from '@/lib/core/zod'
import { ipVersion, IP_ERROR } from '@/lib/core/validators/ip'

/** The two switches of a rack, as the API names their locations (SwitchLocation). */
export const SWITCH_LOCATIONS = ['switch0', 'switch1'] as const

const MASK_TOO_LONG = (max: number) => `Must be between 0 and ${max} for this address`
const REQUIRED = 'Required'

/** LoopbackAddressCreate: an address of a lot's block on one switch of the rack. */
export const loopbackSchema = z
  .object({
    rackId: z.string().check(z.minLength(1, REQUIRED)),
    switchLocation: z.string().check(z.minLength(1, REQUIRED)),
    address: z.string().check(z.trim()),
    mask: z.number({ error: REQUIRED }).check(z.int()),
    addressLot: z.string().check(z.minLength(1, REQUIRED)),
    anycast: z.boolean(),
  })
  .check(
    z.superRefine((v, ctx) => {
      const version = ipVersion(v.address)
      if (!version) {
        ctx.addIssue({ code: 'custom', path: ['address'], message: IP_ERROR })
        return
      }
      const max = version === 4 ? 32 : 128
      if (v.mask < 0 || v.mask > max) {
        ctx.addIssue({ code: 'custom', path: ['mask'], message: MASK_TOO_LONG(max) })
      }
    }),
  )

export type LoopbackValues = z.input<typeof loopbackSchema>

export const loopbackDefaults = (rackId: string): LoopbackValues => ({
  rackId,
  switchLocation: 'switch0',
  address: '',
  mask: 32,
  addressLot: '',
  anycast: false,
})
