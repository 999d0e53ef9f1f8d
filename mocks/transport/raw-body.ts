/**
 * The bytes the Node listener read a request's body as, for the one route that reads
 * hundreds of half-MiB bodies (bulk writes). Read through the Request instead, each body
 * was copied three more times (into the Request, out of its stream, into msw's clone of
 * it), which with the garbage left behind took a third of the mock's time in a profile of
 * the upload bench. A Request made in-process (tests) has none: read it as usual.
 */
const raw = new WeakMap<Request, Buffer>()

export function keepRawBody(request: Request, body: Buffer) {
  raw.set(request, body)
}

export const rawBodyOf = (request: Request): Buffer | undefined => raw.get(request)
