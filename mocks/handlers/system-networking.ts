import type { MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { db, nowIso, removeWhere } from '../store/db'
import { alreadyExists, invalidRequest, notFound } from '../transport/errors'
import { newId } from '../store/create'
import { paginate } from '../store/pagination'
import { configureBgpPeers } from './bgp'
import { created, stampNow } from '../transport/respond'
import {
  appliedSettings,
  blockHolding,
  buildSettings,
  byId,
  checkBlocks,
  endSessionsOf,
  fleetAdmin,
  fleetViewer,
  hostOf,
  ipValue,
  linkState,
  lotByKey,
  lotInUse,
  settingsByKey,
  settingsIdentity,
  switchOf,
  switchPortAt,
} from './system-networking-rules'

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
