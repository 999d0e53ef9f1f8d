import { defaultPoolForProject } from '../store/create'
import { db } from '../store/db'
import { newProbeRow } from '../handlers/probe-rows'
import { daysBefore } from './util'

/** One probe in mock-project, on the first sled in service, so the list and its delete have one to show. */
export function seedProbes() {
  const project = db.projects.find((p) => p.name === 'mock-project')
  const sled = db.sleds.find((s) => s.policy.kind === 'in_service' && s.state === 'active')
  const pool = project && defaultPoolForProject(project.id)
  if (!project || !sled || !pool) return
  const probe = newProbeRow({
    name: 'mock-probe',
    description: 'Checks the egress path from the first sled',
    sled: sled.id,
    projectId: project.id,
    poolId: pool.id,
  })
  probe.time_created = probe.time_modified = daysBefore(20)
}
