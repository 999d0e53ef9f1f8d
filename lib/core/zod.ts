import { config, superRefine } from 'zod/mini'
import { en } from 'zod/locales'

// Forms take zod from here, as `import * as z from '@/lib/core/zod'`: the names below and
// nothing else. Imported as zod's own namespace, the whole of zod went into every form's
// scripts (396 KB, 89 KB gzipped: every locale, the JSON Schema converters), as webpack
// could not tell which parts were used. A name missing here is added here.
//
// zod/mini, not classic zod: classic schemas carry every method of their kind (.min, .email,
// .transform…) whether used or not, which no bundler can drop (about 20 KB gzip on each
// form page). Mini's checks are functions, so only those named below ship:
// `z.string().check(z.minLength(1, '…'))`, `z.optional(x)`, `z.extend(schema, {…})`.
//
// Classic zod sets English messages when loaded; mini loads no locale, and without one
// every message zod writes itself (a missing value, a wrong type) is "Invalid input".
config(en())
// The platform's CSP allows no eval, and zod probes for it (`new Function`) the first time it
// parses an object, which the browser reports as a violation even though zod catches it.
// Jitless, zod parses without compiling and never probes.
config({ jitless: true })

export {
  array,
  boolean,
  custom,
  discriminatedUnion,
  email,
  enum,
  extend,
  int,
  literal,
  maximum,
  minimum,
  minLength,
  nullable,
  nullish,
  number,
  object,
  optional,
  pick,
  pipe,
  refine,
  regex,
  string,
  superRefine,
  transform,
  trim,
  undefined,
  union,
} from 'zod/mini'
export type { infer, input, output, ZodMiniType } from 'zod/mini'

/** A validator returns the message to show, or undefined when the value is fine. */
export type Validator = (value: string) => string | undefined

/**
 * A validator as a zod check, for `z.string().check(z.validator(validate))`, so forms and
 * plain callers share one source of messages.
 */
export function validator(validate: Validator) {
  return superRefine((value: string, ctx) => {
    const message = validate(value)
    if (message !== undefined) ctx.addIssue({ code: 'custom', message })
  })
}
