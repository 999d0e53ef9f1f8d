import * as z from 'zod'

// The platform's CSP allows no eval, and zod probes for it (`new Function`) the first time it
// parses an object, which the browser reports as a violation even though zod catches it.
// Jitless, zod parses without compiling and never probes. Forms take zod from here.
z.config({ jitless: true })

export { z }
