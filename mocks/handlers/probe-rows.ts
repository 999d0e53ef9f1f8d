import { newId } from '../store/create'
import { db, type ProbeRow } from '../store/db'
import { invalidRequest } from '../transport/errors'
import { allocateFromPool } from '../rules/external-ips'
import { stampNow } from '../transport/respond'

/** The private subnet probes' interfaces are given addresses from. */
const PROBE_SUBNET = '172.30.0.0/22'

/** The next free address of the probes' subnet (its first five are reserved, as in a VPC subnet). */
function nextInterfaceIp() {
  const used = new Set(db.probes.map((p) => p.interface.ip))
  for (let n = 5; n < 1023; n++) {
    const ip = `172.30.${Math.floor(n / 256)}.${n % 256}`
    if (!used.has(ip)) return ip
  }
  throw invalidRequest('No available IP addresses for interface in subnet')
}

const byte = () =>
  Math.floor(Math.random() * 256)
    .toString(16)
    .padStart(2, '0')

/** In Oxide's range for guest interfaces, A8:40:25:F0:00:00 to A8:40:25:F7:FF:FF. */
const mac = () => `a8:40:25:f${Math.floor(Math.random() * 8)}:${byte()}:${byte()}`

/** A probe with its interface and an SNAT address from the pool, added to the table. */
export function newProbeRow(p: {
  name: string
  description: string
  sled: string
  projectId: string
  poolId: string
}): ProbeRow {
  const id = newId()
  const probe: ProbeRow = {
    id,
    name: p.name,
    description: p.description,
    sled: p.sled,
    project_id: p.projectId,
    ip_pool_id: p.poolId,
    external_ip: allocateFromPool(p.poolId),
    interface: {
      id: newId(),
      name: `${p.name}-nic`.slice(0, 63),
      ip: nextInterfaceIp(),
      kind: { type: 'probe', id },
      mac: mac(),
      primary: true,
      slot: 0,
      subnet: PROBE_SUBNET,
      transit_ips: [],
      vni: 100,
    },
    ...stampNow(),
  }
  db.probes.push(probe)
  return probe
}
