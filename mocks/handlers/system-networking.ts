import type { MSWHandlers } from '@/lib/api/__generated__/msw-handlers'
import { requireActor, requireFleet } from '../auth'
import { db } from '../db'
import { lookupProject } from '../lookup'
import { paginate } from '../pagination'

/**
 * Rack networking, alerts, probes and support bundles: the demo rack has
 * none configured, so these reads answer empty (or default) settings rather
 * than a 404, and pages that list them render their empty states. Writes are
 * left to the not-implemented fallback.
 */

const byId = { defaultSort: 'id_ascending' as const }
const SWITCH_LOCATIONS = ['switch0', 'switch1']
const PORTS = ['qsfp0', 'qsfp1', 'qsfp2', 'qsfp3']

/** Stable ids for the uplink ports, so paging through them is stable too. */
const portId = (s: number, p: number) => `5ac0f000-0000-4000-8000-0000000000${s}${p}`

const fleetViewer = (req: Request) => requireFleet(requireActor(req), 'viewer')

export const systemNetworkingHandlers: Partial<MSWHandlers> = {
  networkingSwitchPortList({ req, query }) {
    fleetViewer(req)
    const rackId = db.racks[0]?.id
    const ports = rackId
      ? SWITCH_LOCATIONS.flatMap((switch_location, s) =>
          PORTS.map((port_name, p) => ({
            id: portId(s, p),
            port_name,
            port_settings_id: null,
            rack_id: rackId,
            switch_location,
          })),
        )
      : []
    const filtered = query.switchPortId ? ports.filter((p) => p.id === query.switchPortId) : ports
    return paginate(query, filtered, byId)
  },

  networkingBfdStatus({ req }) {
    fleetViewer(req)
    return []
  },

  networkingAllowListView({ req }) {
    fleetViewer(req)
    const t = db.racks[0]?.time_created ?? new Date().toISOString()
    return { allowed_ips: { allow: 'any' }, time_created: t, time_modified: t }
  },

  networkingInboundIcmpView({ req }) {
    fleetViewer(req)
    return { enabled: true }
  },

  networkingAddressLotList({ req, query }) {
    fleetViewer(req)
    return paginate(query, [])
  },

  networkingBgpConfigList({ req, query }) {
    fleetViewer(req)
    return paginate(query, [])
  },

  networkingBgpAnnounceSetList({ req }) {
    fleetViewer(req)
    return []
  },

  networkingLoopbackAddressList({ req, query }) {
    fleetViewer(req)
    return paginate(query, [], byId)
  },

  networkingSwitchPortSettingsList({ req, query }) {
    fleetViewer(req)
    return paginate(query, [])
  },

  systemUpdateTrustRootList({ req, query }) {
    fleetViewer(req)
    return paginate(query, [], byId)
  },

  supportBundleList({ req, query }) {
    fleetViewer(req)
    return paginate(query, [], { defaultSort: 'time_and_id_descending' })
  },

  alertClassList({ req }) {
    fleetViewer(req)
    return { items: [], next_page: null }
  },

  alertReceiverList({ req, query }) {
    fleetViewer(req)
    return paginate(query, [])
  },

  probeList({ req, query }) {
    const actor = requireActor(req)
    if (query.project) lookupProject(actor, query.project)
    return paginate(query, [])
  },
}
