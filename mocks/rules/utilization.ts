import type * as Api from '@/lib/api/__generated__/Api'
import { db } from '../store/db'

/** Run states in which an instance holds CPU and memory on a sled. */
const ACTIVE_STATES: Api.InstanceState[] = [
  'starting',
  'running',
  'rebooting',
  'stopping',
  'migrating',
  'repairing',
]

export const isActive = (state: Api.InstanceState) => ACTIVE_STATES.includes(state)

/**
 * What a silo's instances, disks and snapshots use, as Nexus's virtual
 * provisioning counts it: a snapshot holds as much storage as its disk.
 */
export function siloProvisioned(siloId: string) {
  const projects = new Set(
    db.projects.filter((p) => db.projectSilo.get(p.id) === siloId).map((p) => p.id),
  )
  let cpus = 0
  let memory = 0
  let storage = 0
  for (const i of db.instances) {
    if (projects.has(i.project_id) && isActive(i.run_state)) {
      cpus += i.ncpus
      memory += i.memory
    }
  }
  for (const d of db.disks) if (projects.has(d.project_id)) storage += d.size
  for (const s of db.snapshots) if (projects.has(s.project_id)) storage += s.size
  return { cpus, memory, storage }
}

export function siloAllocated(siloId: string) {
  const q = db.siloQuotas.find((x) => x.silo_id === siloId)
  return { cpus: q?.cpus ?? 0, memory: q?.memory ?? 0, storage: q?.storage ?? 0 }
}
