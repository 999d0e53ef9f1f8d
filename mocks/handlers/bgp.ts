import type { MSWHandlers } from '@/lib/api/__generated__/msw-handlers'
import { requireActor, requireFleet } from '../auth'
import { paginate } from '../pagination'

/** BGP configurations, announce sets and BFD sessions of the rack's switches. */

const fleetViewer = (req: Request) => requireFleet(requireActor(req), 'viewer')

export const bgpHandlers: Partial<MSWHandlers> = {
  networkingBgpConfigList({ req, query }) {
    fleetViewer(req)
    return paginate(query, [])
  },

  networkingBgpAnnounceSetList({ req }) {
    fleetViewer(req)
    return []
  },

  networkingBfdStatus({ req }) {
    fleetViewer(req)
    return []
  },
}
