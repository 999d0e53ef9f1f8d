import type { MSWHandlers } from '@/lib/api/__generated__/msw-handlers'
import { requireActor } from '../auth'
import { paginate } from '../pagination'
import { lookupProject } from '../lookup'

/** Network probes (experimental) of a project. */

export const probeHandlers: Partial<MSWHandlers> = {
  probeList({ req, query }) {
    const actor = requireActor(req)
    if (query.project) lookupProject(actor, query.project)
    return paginate(query, [])
  },
}
