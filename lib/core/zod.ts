import { config } from 'zod'
import { en } from 'zod/locales'

// Forms take zod from here, as `import * as z from '@/lib/core/zod'`: the names below and
// nothing else. Imported as zod's own namespace, the whole of zod went into every form's
// scripts (396 KB, 89 KB gzipped: every locale, the JSON Schema converters), as webpack
// could not tell which parts were used. A name missing here is added here.
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
  literal,
  number,
  object,
  string,
  undefined,
  union,
} from 'zod'
export type { infer, input, output, RefinementCtx, ZodType } from 'zod'
