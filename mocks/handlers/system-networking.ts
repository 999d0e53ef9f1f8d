import type { MSWHandlers } from '@/lib/api/__generated__/msw-handlers'
import { requireActor, requireFleet } from '../auth'
import { db } from '../db'
import { paginate } from '../pagination'

/**
 * The rack's switch ports, address lots, loopback addresses, port settings,
 * inbound ICMP and the source-IP allow list: fleet viewers read, fleet admins
 * write.
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

  networkingLoopbackAddressList({ req, query }) {
    fleetViewer(req)
    return paginate(query, [], byId)
  },

  networkingSwitchPortSettingsList({ req, query }) {
    fleetViewer(req)
    return paginate(query, [])
  },
}
