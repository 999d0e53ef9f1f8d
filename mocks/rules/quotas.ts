import { db } from '../store/db'
import { insufficientCapacity } from '../transport/errors'
import { siloProvisioned } from './utilization'

/**
 * Silo quotas, checked the way Nexus's virtual provisioning does: a request
 * adding resources fails when the silo's provisioned total plus the addition
 * would pass the quota. vCPUs and memory are charged when an instance starts,
 * storage when a disk or a snapshot is created.
 */

export type Resources = { cpus: number; memory: number; storage: number }

export const NO_RESOURCES: Resources = { cpus: 0, memory: 0, storage: 0 }

/** Nexus's wording for each kind of shortfall. */
const SHORTFALL: Record<keyof Resources, string> = {
  cpus: 'vCPU Limit Exceeded: Not enough vCPUs to complete request. Either stop unused instances to free up resources or contact the rack operator to request a capacity increase.',
  memory:
    'Memory Limit Exceeded: Not enough memory to complete request. Either stop unused instances to free up resources or contact the rack operator to request a capacity increase.',
  storage:
    'Storage Limit Exceeded: Not enough storage to complete request. Either remove unneeded disks and snapshots to free up resources or contact the rack operator to request a capacity increase.',
}

/**
 * The first resource the silo of `projectId` lacks for `need`, or null.
 * `reserved` is what is promised but not yet provisioned (instances booting).
 */
export function shortfall(
  projectId: string,
  need: Partial<Resources>,
  reserved: Resources = NO_RESOURCES,
): keyof Resources | null {
  const siloId = db.projectSilo.get(projectId)
  const quota = siloId && db.siloQuotas.find((q) => q.silo_id === siloId)
  if (!siloId || !quota) return null
  const used = siloProvisioned(siloId)
  for (const kind of ['cpus', 'memory', 'storage'] as const) {
    const n = need[kind] ?? 0
    if (n > 0 && used[kind] + reserved[kind] + n > quota[kind]) return kind
  }
  return null
}

export function requireCapacity(
  projectId: string,
  need: Partial<Resources>,
  reserved: Resources = NO_RESOURCES,
) {
  const lacking = shortfall(projectId, need, reserved)
  if (lacking) throw insufficientCapacity(SHORTFALL[lacking])
}
