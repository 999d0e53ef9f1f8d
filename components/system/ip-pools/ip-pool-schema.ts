import type * as z from '@/lib/core/zod'
import { nameAndDescriptionSchema } from '@/components/kit/forms/name-and-description-fields'

/** Create and edit take the same two fields (IpPoolCreate, IpPoolUpdate). */
export const ipPoolSchema = nameAndDescriptionSchema
export type IpPoolValues = z.infer<typeof ipPoolSchema>
export const ipPoolDefaults: IpPoolValues = { name: '', description: '' }
