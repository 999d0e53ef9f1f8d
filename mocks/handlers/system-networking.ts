import type { SwitchLocation } from '@/lib/api/__generated__/Api'
import type { MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { requireActor, requireFleet } from '../auth'
import { db, findByNameOrId, nowIso, removeWhere, type SwitchPortSettings } from '../db'
import { alreadyExists, invalidRequest, notFound } from '../errors'
import { newId } from '../create'
import { paginate } from '../pagination'
import { configureBgpPeers, unconfigureBgpPeers } from './bgp'
import { created, stampNow } from '../respond'
import {
  appliedSettings,
  blockHolding,
  hostOf,
  ipValue,
  lotInUse,
  settingsIdentity,
  switchPortAt,
} from '../rack-network-rules'

/**
 * The rack's switch ports, address lots, loopback addresses, port settings,
 * inbound ICMP and the source-IP allow list: fleet viewers read, fleet admins
 * write.
 */

const byId = { defaultSort: 'id_ascending' as const }

const fleetViewer = (req: Request) => requireFleet(requireActor(req), 'viewer')
const fleetAdmin = (req: Request) => requireFleet(requireActor(req), 'admin')

const lotByKey = (key: string) => findByNameOrId(db.addressLots, 'address-lot', key)
const settingsByKey = (key: string) =>
  findByNameOrId(db.switchPortSettings, 'switch-port-settings', key)

type Block = { first_address: string; last_address: string }

/** A lot's blocks: each first ≤ last within one family, none overlapping another. */
function checkBlocks(blocks: Block[]) {
  const parsed = blocks.map((b) => {
    const first = ipValue(b.first_address)
    const last = ipValue(b.last_address)
    if (!first || !last || first.v6 !== last.v6) {
      throw invalidRequest(
        `address lot block ${b.first_address}-${b.last_address} mixes address families`,
      )
    }
    if (first.n > last.n) {
      throw invalidRequest(
        `address lot block first address ${b.first_address} is after its last address ${b.last_address}`,
      )
    }
    return { ...b, v6: first.v6, lo: first.n, hi: last.n }
  })
  const all = [
    ...parsed,
    ...db.addressLotBlocks.map((b) => ({
      ...b,
      v6: ipValue(b.first_address)?.v6,
      lo: ipValue(b.first_address)?.n ?? 0n,
      hi: ipValue(b.last_address)?.n ?? 0n,
    })),
  ]
  parsed.forEach((b, i) => {
    const other = all.find((o, j) => j !== i && o.v6 === b.v6 && o.lo <= b.hi && b.lo <= o.hi)
    if (other) {
      throw invalidRequest(
        `address lot block ${b.first_address}-${b.last_address} overlaps block ${other.first_address}-${other.last_address}`,
      )
    }
  })
}

type SettingsBody = Parameters<MSWHandlers['networkingSwitchPortSettingsCreate']>[0]['body']

/** The settings view Nexus returns for a create body, with every reference resolved. */
function buildSettings(body: SettingsBody): SwitchPortSettings {
  const id = newId()
  const links = new Set(body.links.map((l) => l.link_name))
  if (links.size === 0) throw invalidRequest('port settings need at least one link')
  const onLink = (name: string) => {
    if (!links.has(name)) throw invalidRequest(`link "${name}" is not among the settings' links`)
    return name
  }
  const addresses = body.addresses.flatMap((cfg) =>
    cfg.addresses.map((a) => {
      const lot = lotByKey(a.address_lot)
      const block = blockHolding(lot.id, lot.name, hostOf(a.address))
      return {
        address: a.address,
        address_lot_block_id: block.id,
        address_lot_id: lot.id,
        address_lot_name: lot.name,
        interface_name: onLink(cfg.link_name),
        port_settings_id: id,
        vlan_id: a.vlan_id ?? null,
      }
    }),
  )
  const interfaces = (body.interfaces ?? []).map((i) => ({
    id: newId(),
    interface_name: onLink(i.link_name),
    kind: i.kind.type,
    port_settings_id: id,
    v6_enabled: i.v6_enabled,
    vid: i.kind.type === 'vlan' ? i.kind.vid : undefined,
  }))
  return {
    id,
    name: body.name,
    description: body.description,
    ...stampNow(),
    addresses,
    bgp_peers: (body.bgp_peers ?? []).flatMap((c) => {
      onLink(c.link_name)
      return c.peers
    }),
    groups: (body.groups ?? []).map((g) => ({
      port_settings_group_id: settingsByKey(g).id,
      port_settings_id: id,
    })),
    interfaces: interfaces.map(({ vid: _vid, ...i }) => i),
    vlan_interfaces: interfaces.flatMap((i) =>
      i.vid === undefined ? [] : [{ interface_config_id: i.id, vlan_id: i.vid }],
    ),
    links: body.links.map((l) => ({
      autoneg: l.autoneg,
      fec: l.fec ?? null,
      link_name: l.link_name,
      lldp_link_config: { id: newId(), ...l.lldp },
      mtu: l.mtu,
      port_settings_id: id,
      speed: l.speed,
      tx_eq_config: l.tx_eq ?? null,
    })),
    port: { geometry: body.port_config.geometry, port_settings_id: id },
    routes: (body.routes ?? []).flatMap((r) =>
      r.routes.map((route) => ({
        dst: route.dst,
        gw: route.gw,
        interface_name: onLink(r.link_name),
        port_settings_id: id,
        rib_priority: route.rib_priority ?? null,
        vlan_id: route.vid ?? null,
      })),
    ),
  }
}

/** What the switch reports for a port whose settings bring a link up. */
function linkState(settings: SwitchPortSettings, portName: string) {
  const link = settings.links[0]
  return {
    link_name: link?.link_name ?? portName,
    enabled: true,
    link_state: 'Up',
    speed: link?.speed ?? 'speed100_g',
    fec: link?.fec ?? 'rs',
    autoneg: link?.autoneg ?? false,
    mtu: link?.mtu ?? 1500,
    media: 'Optical',
    fsm_state: 'LinkUp',
  }
}

/** Ends the BGP sessions the settings applied to this port had started. */
function endSessionsOf(port: { switch_location: string; port_settings_id?: string | null }) {
  const applied = db.switchPortSettings.find((s) => s.id === port.port_settings_id)
  if (!applied) return
  unconfigureBgpPeers(
    switchOf(port),
    applied.bgp_peers.map((p) => p.addr),
  )
}

// a port's location is a plain string in its view; the seed only makes these two
const switchOf = (port: { switch_location: string }): SwitchLocation =>
  port.switch_location === 'switch1' ? 'switch1' : 'switch0'

export const systemNetworkingHandlers: Partial<MSWHandlers> = {
  networkingSwitchPortList({ req, query }) {
    fleetViewer(req)
    const ports = query.switchPortId
      ? db.switchPorts.filter((p) => p.id === query.switchPortId)
      : db.switchPorts
    return paginate(query, ports, byId)
  },

  networkingSwitchPortStatus({ req, path, query }) {
    fleetViewer(req)
    const port = switchPortAt(query.rackId, query.switchLocation, path.port)
    const settings = appliedSettings(port.port_settings_id)
    // the switch knows no link on a port nothing was applied to, and says so
    if (!settings) throw notFound('switch-link', `${port.switch_location}/${port.port_name}`)
    return linkState(settings, port.port_name)
  },

  networkingSwitchPortApplySettings({ req, path, query, body }) {
    fleetAdmin(req)
    const port = switchPortAt(query.rackId, query.switchLocation, path.port)
    const settings = settingsByKey(body.port_settings)
    // the settings' BGP peers start their sessions here; those of settings it replaces end
    endSessionsOf(port)
    configureBgpPeers(switchOf(port), settings.bgp_peers)
    port.port_settings_id = settings.id
    const link = settings.links[0]
    if (link?.lldp_link_config) db.lldpConfigs.set(port.id, { ...link.lldp_link_config })
    return 204
  },

  networkingSwitchPortClearSettings({ req, path, query }) {
    fleetAdmin(req)
    const port = switchPortAt(query.rackId, query.switchLocation, path.port)
    endSessionsOf(port)
    port.port_settings_id = null
    db.lldpConfigs.delete(port.id)
    db.lldpNeighbors.delete(port.id)
    return 204
  },

  networkingSwitchPortLldpConfigView({ req, path, query }) {
    fleetViewer(req)
    const port = switchPortAt(query.rackId, query.switchLocation, path.port)
    const config = db.lldpConfigs.get(port.id)
    if (!config) throw notFound('lldp-link-config', `${port.switch_location}/${port.port_name}`)
    return config
  },

  networkingSwitchPortLldpConfigUpdate({ req, path, query, body }) {
    fleetAdmin(req)
    const port = switchPortAt(query.rackId, query.switchLocation, path.port)
    if (!appliedSettings(port.port_settings_id)) {
      throw invalidRequest(
        `switch port ${port.switch_location}/${port.port_name} has no settings applied, so no link to configure`,
      )
    }
    const current = db.lldpConfigs.get(port.id)
    db.lldpConfigs.set(port.id, { ...body, id: current?.id ?? body.id })
    return 204
  },

  networkingSwitchPortLldpNeighbors({ req, path, query }) {
    fleetViewer(req)
    const port = switchPortAt(path.rackId, path.switchLocation, path.port)
    const heard = db.lldpConfigs.get(port.id)?.enabled ? (db.lldpNeighbors.get(port.id) ?? []) : []
    return paginate(query, heard, { ...byId, keys: { id: (n) => n.chassis_id } })
  },

  networkingAddressLotList({ req, query }) {
    fleetViewer(req)
    return paginate(query, db.addressLots)
  },

  networkingAddressLotCreate({ req, body }) {
    fleetAdmin(req)
    if (db.addressLots.some((l) => l.name === body.name)) {
      throw alreadyExists('address-lot', body.name)
    }
    if (body.blocks.length === 0) throw invalidRequest('an address lot needs at least one block')
    checkBlocks(body.blocks)
    const lot = {
      id: newId(),
      name: body.name,
      description: body.description,
      kind: body.kind,
      ...stampNow(),
    }
    const blocks = body.blocks.map((b) => ({
      id: newId(),
      first_address: b.first_address,
      last_address: b.last_address,
    }))
    db.addressLots.push(lot)
    db.addressLotBlocks.push(...blocks.map((b) => ({ ...b, address_lot_id: lot.id })))
    return created({ lot, blocks })
  },

  networkingAddressLotDelete({ req, path }) {
    fleetAdmin(req)
    const lot = lotByKey(path.addressLot)
    if (lotInUse(lot.id)) {
      throw invalidRequest(`address lot "${lot.name}" is in use and cannot be deleted`)
    }
    removeWhere(db.addressLotBlocks, (b) => b.address_lot_id === lot.id)
    removeWhere(db.addressLots, (l) => l.id === lot.id)
    return 204
  },

  networkingAddressLotBlockList({ req, path, query }) {
    fleetViewer(req)
    const lot = lotByKey(path.addressLot)
    const blocks = db.addressLotBlocks
      .filter((b) => b.address_lot_id === lot.id)
      .map(({ address_lot_id: _lot, ...b }) => b)
    return paginate(query, blocks, byId)
  },

  networkingSwitchPortSettingsList({ req, query }) {
    fleetViewer(req)
    const rows = query.portSettings ? [settingsByKey(query.portSettings)] : db.switchPortSettings
    return paginate(query, rows.map(settingsIdentity))
  },

  networkingSwitchPortSettingsCreate({ req, body }) {
    fleetAdmin(req)
    if (db.switchPortSettings.some((s) => s.name === body.name)) {
      throw alreadyExists('switch-port-settings', body.name)
    }
    const settings = buildSettings(body)
    db.switchPortSettings.push(settings)
    return created(settings)
  },

  networkingSwitchPortSettingsView({ req, path }) {
    fleetViewer(req)
    return settingsByKey(path.port)
  },

  networkingSwitchPortSettingsDelete({ req, query }) {
    fleetAdmin(req)
    if (!query.portSettings) throw invalidRequest('port_settings: the settings to delete')
    const settings = settingsByKey(query.portSettings)
    const port = db.switchPorts.find((p) => p.port_settings_id === settings.id)
    if (port) {
      throw invalidRequest(
        `switch port settings "${settings.name}" are applied to ${port.switch_location}/${port.port_name}`,
      )
    }
    removeWhere(db.switchPortSettings, (s) => s.id === settings.id)
    return 204
  },

  networkingLoopbackAddressList({ req, query }) {
    fleetViewer(req)
    return paginate(
      query,
      db.loopbackAddresses.map(({ anycast: _anycast, ...l }) => l),
      byId,
    )
  },

  networkingLoopbackAddressCreate({ req, body }) {
    fleetAdmin(req)
    if (!db.racks.some((r) => r.id === body.rack_id)) throw notFound('rack', body.rack_id, 'id')
    if (!db.switchPorts.some((p) => p.switch_location === body.switch_location)) {
      throw notFound('switch', body.switch_location, 'name')
    }
    const v = ipValue(body.address)
    if (!v) throw invalidRequest(`"${body.address}" is not an IP address`)
    if (body.mask > (v.v6 ? 128 : 32)) {
      throw invalidRequest(`mask /${body.mask} is too long for ${body.address}`)
    }
    const lot = lotByKey(body.address_lot)
    const block = blockHolding(lot.id, lot.name, body.address)
    const address = `${body.address}/${body.mask}`
    const taken = db.loopbackAddresses.find(
      (l) => hostOf(l.address) === body.address && l.switch_location === body.switch_location,
    )
    // anycast addresses are meant to repeat on each switch; unicast ones may not repeat at all
    if (
      taken ||
      (!body.anycast && db.loopbackAddresses.some((l) => hostOf(l.address) === body.address))
    ) {
      throw alreadyExists('loopback-address', address)
    }
    const row = {
      id: newId(),
      address,
      address_lot_block_id: block.id,
      rack_id: body.rack_id,
      switch_location: body.switch_location,
      anycast: body.anycast,
    }
    db.loopbackAddresses.push(row)
    const { anycast: _anycast, ...view } = row
    return created(view)
  },

  networkingLoopbackAddressDelete({ req, path }) {
    fleetAdmin(req)
    const address = `${path.address}/${path.subnetMask}`
    const row = db.loopbackAddresses.find(
      (l) =>
        l.rack_id === path.rackId &&
        l.switch_location === path.switchLocation &&
        l.address === address,
    )
    if (!row) throw notFound('loopback-address', address, 'name')
    removeWhere(db.loopbackAddresses, (l) => l.id === row.id)
    return 204
  },

  networkingAllowListView({ req }) {
    fleetViewer(req)
    if (db.allowList) return db.allowList
    const t = db.racks[0]?.time_created ?? nowIso()
    return { allowed_ips: { allow: 'any' }, time_created: t, time_modified: t }
  },

  networkingAllowListUpdate({ req, body }) {
    fleetAdmin(req)
    if (body.allowed_ips.allow === 'list' && body.allowed_ips.ips.length === 0) {
      throw invalidRequest('an allow list of IPs must contain at least one address or subnet')
    }
    const t = nowIso()
    db.allowList = {
      allowed_ips: body.allowed_ips,
      time_created: db.allowList?.time_created ?? db.racks[0]?.time_created ?? t,
      time_modified: t,
    }
    return db.allowList
  },

  networkingInboundIcmpView({ req }) {
    fleetViewer(req)
    return { ...db.inboundIcmp }
  },

  networkingInboundIcmpUpdate({ req, body }) {
    fleetAdmin(req)
    db.inboundIcmp = { enabled: body.enabled }
    return 204
  },
}
