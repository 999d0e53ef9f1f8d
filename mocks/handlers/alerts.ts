import type { MSWHandlers } from '@/lib/api/__generated__/msw-handlers'
import { requireActor, requireFleet } from '../auth'
import { paginate } from '../pagination'

/** Alert classes, alert receivers (webhooks), their deliveries and secrets. */

const fleetViewer = (req: Request) => requireFleet(requireActor(req), 'viewer')

export const alertHandlers: Partial<MSWHandlers> = {
  alertClassList({ req }) {
    fleetViewer(req)
    return { items: [], next_page: null }
  },

  alertReceiverList({ req, query }) {
    fleetViewer(req)
    return paginate(query, [])
  },
}
