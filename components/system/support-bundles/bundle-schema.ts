import * as z from '@/lib/core/zod'
import type { SupportBundleCreate } from '@/lib/api/__generated__/Api'

/**
 * The API takes the comment as optional, but a bundle without one leaves
 * support guessing what to look for, so the console asks for it.
 */
export const bundleSchema = z.object({
  userComment: z
    .string()
    .check(z.trim(), z.minLength(1, 'Say what happened, so support knows what to look for')),
})

export type BundleValues = z.infer<typeof bundleSchema>
export const bundleDefaults: BundleValues = { userComment: '' }

export const toBundleCreate = (v: BundleValues): SupportBundleCreate => ({
  userComment: v.userComment.trim(),
})
