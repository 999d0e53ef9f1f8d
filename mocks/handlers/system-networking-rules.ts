import type { SwitchLocation } from '@/lib/api/__generated__/Api'
import type { MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { requireActor, requireFleet } from '../access/auth'
import { db, findByNameOrId, type SwitchPortSettings } from '../store/db'
import { ipToInt } from '../formats/ipv4'
import { ipv6ToBigInt } from '../formats/ipv6'
import { invalidRequest, notFound } from '../transport/errors'
import { isIpv4, newId } from '../store/create'
import { unconfigureBgpPeers } from './bgp'
import { stampNow } from '../transport/respond'

/**
 * The rack's switch ports, address lots, loopback addresses, port settings,
 * inbound ICMP and the source-IP allow list: fleet viewers read, fleet admins
 * write.
 */

export const byId = { defaultSort: 'id_ascending' as const }

export const fleetViewer = (req: Request) => requireFleet(requireActor(req), 'viewer')
export const fleetAdmin = (req: Request) => requireFleet(requireActor(req), 'admin')

export const lotByKey = (key: string) => findByNameOrId(db.addressLots, 'address-lot', key)
export const settingsByKey = (key: string) =>
  findByNameOrId(db.switchPortSettings, 'switch-port-settings', key)

export type Block = { first_address: string; last_address: string }

/** A lot's blocks: each first ≤ last within one family, none overlapping another. */
export function checkBlocks(blocks: Block[]) {
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

export type SettingsBody = Parameters<MSWHandlers['networkingSwitchPortSettingsCreate']>[0]['body']

/** The settings view Nexus returns for a create body, with every reference resolved. */
export function buildSettings(body: SettingsBody): SwitchPortSettings {
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
export function linkState(settings: SwitchPortSettings, portName: string) {
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
export function endSessionsOf(port: { switch_location: string; port_settings_id?: string | null }) {
  const applied = db.switchPortSettings.find((s) => s.id === port.port_settings_id)
  if (!applied) return
  unconfigureBgpPeers(
    switchOf(port),
    applied.bgp_peers.map((p) => p.addr),
  )
}

// a port's location is a plain string in its view; the seed only makes these two
export const switchOf = (port: { switch_location: string }): SwitchLocation =>
  port.switch_location === 'switch1' ? 'switch1' : 'switch0'

/** An address as a number of its family, so ranges of either family compare alike. */
export function ipValue(ip: string): { v6: boolean; n: bigint } | undefined {
  if (isIpv4(ip)) {
    return ip.split('.').every((o) => Number(o) <= 255)
      ? { v6: false, n: BigInt(ipToInt(ip)) }
      : undefined
  }
  const n = ipv6ToBigInt(ip)
  return n === undefined ? undefined : { v6: true, n }
}

/** The address part of `10.0.0.1/24` (or a bare address). */
export const hostOf = (net: string) => net.split('/')[0] ?? net

/** The block of a lot holding `ip`, or a 400 in Nexus's manner. */
export function blockHolding(lotId: string, lotName: string, ip: string) {
  const v = ipValue(ip)
  const block = db.addressLotBlocks.find((b) => {
    const first = ipValue(b.first_address)
    const last = ipValue(b.last_address)
    return v && first && last && first.v6 === v.v6 && first.n <= v.n && v.n <= last.n
  })
  if (!block || block.address_lot_id !== lotId) {
    throw invalidRequest(`address ${ip} is not in any block of address lot "${lotName}"`)
  }
  return block
}

/** Whether anything takes addresses from the lot: loopbacks or port settings. */
export function lotInUse(lotId: string) {
  const blocks = new Set(
    db.addressLotBlocks.filter((b) => b.address_lot_id === lotId).map((b) => b.id),
  )
  return (
    db.loopbackAddresses.some((l) => blocks.has(l.address_lot_block_id)) ||
    db.switchPortSettings.some((s) => s.addresses.some((a) => a.address_lot_id === lotId))
  )
}

/** A port of the rack's switches by rack, switch and name, or Nexus's 404. */
export function switchPortAt(rackId: string, switchLocation: string, port: string) {
  const found = db.switchPorts.find(
    (p) => p.rack_id === rackId && p.switch_location === switchLocation && p.port_name === port,
  )
  if (!found) throw notFound('switch-port', `${switchLocation}/${port}`, 'name')
  return found
}

/** The settings applied to a port, if any. */
export const appliedSettings = (portSettingsId: string | null | undefined) =>
  portSettingsId ? db.switchPortSettings.find((s) => s.id === portSettingsId) : undefined

/** Settings as their list shows them. */
export const settingsIdentity = (s: SwitchPortSettings) => ({
  id: s.id,
  name: s.name,
  description: s.description,
  time_created: s.time_created,
  time_modified: s.time_modified,
})
