import * as z from '@/lib/core/zod'
import { nameSchema } from '@/lib/core/validators/name'

/** Create and edit take the same two fields (IpPoolCreate, IpPoolUpdate). */
export const ipPoolSchema = z.object({ name: nameSchema, description: z.string() })
export type IpPoolValues = z.infer<typeof ipPoolSchema>
export const ipPoolDefaults: IpPoolValues = { name: '', description: '' }
