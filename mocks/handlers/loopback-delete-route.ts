import { http, type HttpHandler } from 'msw'
import * as schema from '@/mocks/__generated__/validate'
import { invalidRequest } from '../transport/errors'
import { systemNetworkingHandlers } from './system-networking'

/**
 * The generated msw wrapper validates path parameters as the strings the URL
 * holds, so the integer `subnet_mask` of this one path could never pass; this
 * route reads it as a number first and then validates as the wrapper would.
 */
const LOOPBACK_DELETE_PATH =
  '/v1/system/networking/loopback-address/:rackId/:switchLocation/:address/:subnetMask'

export const loopbackDeleteRoute: HttpHandler = http.delete(
  LOOPBACK_DELETE_PATH,
  async ({ request, params, cookies }) => {
    const raw = String(params.subnetMask)
    const parsed = schema.NetworkingLoopbackAddressDeleteParams.safeParse({
      path: { ...params, subnetMask: /^\d+$/.test(raw) ? Number(raw) : raw },
      query: {},
    })
    if (!parsed.success) {
      const names = parsed.error.issues.map((i) => String(i.path[1] ?? i.path[0]))
      return invalidRequest(`bad parameter in URL path: ${[...new Set(names)].join(', ')}`)
    }
    const run = systemNetworkingHandlers.networkingLoopbackAddressDelete
    try {
      const status = await run!({ path: parsed.data.path, req: request, cookies })
      return new Response(null, { status: typeof status === 'number' ? status : 204 })
    } catch (err) {
      if (err instanceof Response) return err
      throw err
    }
  },
)
