import * as z from '@/lib/core/zod'

/** A validator returns the message to show, or undefined when the value is fine. */
export type Validator = (value: string) => string | undefined

/**
 * A validator as a zod check, for `z.string().check(zodCheck(validate))`, so forms and
 * plain callers share one source of messages.
 */
export function zodCheck(validate: Validator) {
  return z.superRefine((value: string, ctx) => {
    const message = validate(value)
    if (message !== undefined) ctx.addIssue({ code: 'custom', message })
  })
}
