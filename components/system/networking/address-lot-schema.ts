import * as z from '@/lib/core/zod'
import { descriptionSchema } from '@/lib/core/validators/description'
import { rangeSchema } from '@/components/system/ip-pools/ip-range-schema'
import { nameSchema } from '@/lib/core/validators/name'

export const NO_BLOCKS = 'Add at least one block'

/** AddressLotCreate: a name, its kind and the address ranges it holds. */
export const addressLotSchema = z.object({
  name: nameSchema,
  description: descriptionSchema,
  kind: z.enum(['infra', 'pool']),
  blocks: z.array(rangeSchema).check(z.minLength(1, NO_BLOCKS)),
})

export type AddressLotValues = z.infer<typeof addressLotSchema>

export const addressLotDefaults: AddressLotValues = {
  name: '',
  description: '',
  kind: 'infra',
  blocks: [{ first: '', last: '' }],
}

export const addressLotBody = (v: AddressLotValues) => ({
  name: v.name,
  description: v.description,
  kind: v.kind,
  blocks: v.blocks.map((b) => ({ firstAddress: b.first, lastAddress: b.last })),
})
