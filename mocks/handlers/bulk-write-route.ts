import { getResponse, http, type HttpHandler } from 'msw'
import * as schema from '@/mocks/__generated__/validate'
import { readBulkWriteBody } from '../transport/bulk-write-body'
import { rawBodyOf } from '../transport/raw-body'
import type { DiskCall } from './disks'

/**
 * `POST /v1/disks/:disk/bulk-write`, which an upload makes hundreds of times
 * with half a MiB each: a body as the console sends it is read without JSON
 * parsing (see transport/bulk-write-body.ts) and written by `writeDecoded`. Any other
 * body, and any parameter the contract refuses, goes to the generated
 * wrapper, which validates and answers as it does for every route.
 */
export function bulkWriteRoute(
  generated: HttpHandler,
  writeDecoded: (call: DiskCall, offset: number, data: Buffer) => number,
): HttpHandler {
  return http.post(generated.info.path, async ({ request, params }) => {
    const bytes = rawBodyOf(request) ?? new Uint8Array(await request.arrayBuffer())
    const body = readBulkWriteBody(bytes)
    const query: Record<string, unknown> = {}
    // as the generated wrapper reads a query: numbers as numbers
    for (const [name, value] of new URL(request.url).searchParams) {
      query[name] = Number.isNaN(Number(value)) ? value : Number(value)
    }
    const parsed = body && schema.DiskBulkWriteImportParams.safeParse({ path: params, query })
    if (!body || !parsed?.success) {
      const again = new Request(request.url, {
        method: 'POST',
        headers: request.headers,
        // a copy: the bytes may be the listener's Buffer, which a body can't be
        body: new Uint8Array(bytes),
      })
      const { origin } = new URL(request.url)
      return getResponse([generated], again, { baseUrl: origin })
    }
    try {
      const status = writeDecoded({ ...parsed.data, req: request }, body.offset, body.data)
      return new Response(null, { status })
    } catch (err) {
      if (err instanceof Response) return err
      throw err
    }
  })
}
