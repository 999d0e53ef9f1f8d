import type { MSWHandlers } from '@/lib/api/__generated__/msw-handlers'
import { requireActor, requireFleet } from '../auth'
import { paginate } from '../pagination'

/** The rack's software: update repositories, the target release and trust roots. */

const byId = { defaultSort: 'id_ascending' as const }

const fleetViewer = (req: Request) => requireFleet(requireActor(req), 'viewer')

export const updateHandlers: Partial<MSWHandlers> = {
  systemUpdateTrustRootList({ req, query }) {
    fleetViewer(req)
    return paginate(query, [], byId)
  },
}
