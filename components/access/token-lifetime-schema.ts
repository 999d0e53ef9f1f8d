import * as z from '@/lib/core/zod'
import { TTL_UNITS, amountProblem } from '@/lib/domain/auth-settings'

/**
 * The device-token lifetime form: no limit, or at most an amount of a unit. The amount is
 * checked only when a limit is chosen, so switching to no limit never holds the form back.
 */
export const tokenLifetimeSchema = z
  .object({
    limit: z.enum(['none', 'max']),
    // NumberField gives undefined while the input is empty
    amount: z.union([z.number(), z.undefined()]),
    unit: z.enum(TTL_UNITS),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.limit !== 'max') return
      const message = amountProblem(v.amount, v.unit)
      if (message) ctx.addIssue({ code: 'custom', path: ['amount'], message })
    }),
  )
