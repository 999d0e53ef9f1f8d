import { db, type SwitchPortSettings } from './store/db'
import { ipToInt } from './formats/ipv4'
import { ipv6ToBigInt } from './formats/ipv6'
import { isIpv4 } from './store/create'
import { invalidRequest, notFound } from './transport/errors'

/** Rules shared by the rack-networking handlers and their seed. */

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
