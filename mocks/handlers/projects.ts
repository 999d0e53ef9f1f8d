import type { MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { canReadProject, requireActor, requireSilo } from '../access/auth'
import { db, removeWhere } from '../store/db'
import { alreadyExists, invalidRequest } from '../transport/errors'
import { createProject } from '../store/create'
import { lookupProject } from '../access/lookup'
import { paginate } from '../store/pagination'
import { checkPolicy } from '../access/policy'
import { applyUpdate, created } from '../transport/respond'

/**
 * Permissions, close to Nexus's policy:
 * - list: only the projects the caller has some role on (directly, through a
 *   group, or through any silo role);
 * - create: silo collaborator;
 * - view: project viewer; update and delete: project admin (Nexus's "modify",
 *   which covers delete, is the admin's; a silo collaborator is one on every
 *   project of the silo);
 * - policy: viewer to read, admin to change.
 */

/** What Nexus checks, in this order, before deleting a project. */
function firstChild(projectId: string): [string, string] | undefined {
  const checks: [string, { name: string; project_id?: string | null }[]][] = [
    ['instance', db.instances],
    ['disk', db.disks],
    ['floating_ip', db.floatingIps],
    ['project_image', db.images],
    ['snapshot', db.snapshots],
    ['vpc', db.vpcs],
  ]
  for (const [type, rows] of checks) {
    const child = rows.find((r) => r.project_id === projectId)
    if (child) return [type, child.name]
  }
  return undefined
}

export const projectHandlers: Partial<MSWHandlers> = {
  projectList({ req, query }) {
    const actor = requireActor(req)
    return paginate(
      query,
      db.projects.filter((p) => canReadProject(actor, p)),
    )
  },

  projectCreate({ req, body }) {
    const actor = requireActor(req)
    requireSilo(actor, 'collaborator')
    const taken = db.projects.some(
      (p) => p.name === body.name && db.projectSilo.get(p.id) === actor.silo.id,
    )
    if (taken) throw alreadyExists('project', body.name)
    return created(createProject(actor.silo.id, body))
  },

  projectView({ req, path }) {
    return lookupProject(requireActor(req), path.project)
  },

  projectUpdate({ req, path, body }) {
    const actor = requireActor(req)
    const project = lookupProject(actor, path.project, 'admin')
    if (body.name && body.name !== project.name) {
      const taken = db.projects.some(
        (p) => p.name === body.name && db.projectSilo.get(p.id) === actor.silo.id,
      )
      if (taken) throw alreadyExists('project', body.name)
    }
    return applyUpdate(project, body)
  },

  projectDelete({ req, path }) {
    const actor = requireActor(req)
    const project = lookupProject(actor, path.project, 'admin')
    const child = firstChild(project.id)
    if (child) throw invalidRequest(`project to be deleted contains a ${child[0]}: ${child[1]}`)
    removeWhere(db.projects, (p) => p.id === project.id)
    db.projectSilo.delete(project.id)
    db.projectPolicies.delete(project.id)
    removeWhere(db.antiAffinityGroups, (g) => g.project_id === project.id)
    removeWhere(db.affinityGroups, (g) => g.project_id === project.id)
    return 204
  },

  projectPolicyView({ req, path }) {
    const project = lookupProject(requireActor(req), path.project)
    return { role_assignments: db.projectPolicies.get(project.id) ?? [] }
  },

  projectPolicyUpdate({ req, path, body }) {
    const actor = requireActor(req)
    const project = lookupProject(actor, path.project, 'admin')
    const policy = checkPolicy(body.role_assignments, actor.silo.id)
    db.projectPolicies.set(project.id, policy)
    return { role_assignments: policy }
  },
}
