import type * as z from '@/lib/core/zod'

/** A validator returns the message to show, or undefined when the value is fine. */
export type Validator = (value: string) => string | undefined

/**
 * Adapts a validator for `z.string().superRefine(...)`, so forms and plain
 * callers share one source of messages.
 */
export function zodCheck(validate: Validator) {
  return (value: string, ctx: z.RefinementCtx<string>) => {
    const message = validate(value)
    if (message !== undefined) ctx.addIssue({ code: 'custom', message })
  }
}
