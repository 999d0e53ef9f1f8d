import type { MSWHandlers } from '@/lib/api/__generated__/msw-handlers'
import { requireActor, requireFleet } from '../auth'
import { paginate } from '../pagination'

/** Support bundles (experimental): collected on request, then downloaded. */

const fleetViewer = (req: Request) => requireFleet(requireActor(req), 'viewer')

export const supportBundleHandlers: Partial<MSWHandlers> = {
  supportBundleList({ req, query }) {
    fleetViewer(req)
    return paginate(query, [], { defaultSort: 'time_and_id_descending' })
  },
}
