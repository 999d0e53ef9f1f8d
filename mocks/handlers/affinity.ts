import type { MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { requireActor, type Actor } from '../access/auth'
import { db, removeWhere, type AffinityGroup, type GroupMember, type RoleName } from '../store/db'
import { alreadyExists, errorResponse, invalidRequest } from '../transport/errors'
import { newId } from '../store/create'
import { settleInstances } from './instance-rules'
import { GROUP_MAX_MEMBERS, INSTANCE_MAX_GROUPS } from './affinity-rules'
import {
  lookupAffinityGroup,
  lookupAntiAffinityGroup,
  lookupInstance,
  lookupProject,
  sibling,
  listInProject,
} from '../access/lookup'
import { paginate, type PageQuery } from '../store/pagination'
import { applyUpdate, created, stampNow } from '../transport/respond'

/**
 * Anti-affinity groups (and their experimental twin, affinity groups): the
 * same records and rules, so one implementation serves both. An instance joins
 * only while stopped (Nexus refuses one with a sled reservation) and may leave
 * in any state. Membership is not exclusive: an instance may be in groups of
 * both kinds at once, each kind counted on its own.
 */

type Kind = {
  type: string
  /** as Nexus words it in messages */
  label: string
  /** the same, at the start of a sentence */
  Label: string
  groups: () => AffinityGroup[]
  members: () => GroupMember[]
  lookup: (
    actor: Actor,
    s: { group: string; project?: string | null },
    needed?: RoleName,
  ) => { row: AffinityGroup; project: { id: string } }
}

const ANTI: Kind = {
  type: 'anti-affinity-group',
  label: 'anti-affinity group',
  Label: 'Anti-affinity group',
  groups: () => db.antiAffinityGroups,
  members: () => db.antiAffinityMembers,
  lookup: lookupAntiAffinityGroup,
}
const AFFINITY: Kind = {
  type: 'affinity-group',
  label: 'affinity group',
  Label: 'Affinity group',
  groups: () => db.affinityGroups,
  members: () => db.affinityMembers,
  lookup: lookupAffinityGroup,
}

const memberView = (instanceId: string) => {
  const i = db.instances.find((x) => x.id === instanceId)!
  return { type: 'instance' as const, value: { id: i.id, name: i.name, run_state: i.run_state } }
}

function handlersFor(kind: Kind) {
  const list = (req: Request, query: PageQuery & { project?: string }) => {
    return listInProject(requireActor(req), query, kind.groups())
  }
  const create = (
    req: Request,
    projectKey: string,
    body: { name: string; description: string; policy: 'allow' | 'fail'; failure_domain: 'sled' },
  ) => {
    const actor = requireActor(req)
    const project = lookupProject(actor, projectKey, 'collaborator')
    if (kind.groups().some((g) => g.project_id === project.id && g.name === body.name)) {
      throw alreadyExists(kind.type, body.name)
    }
    const group: AffinityGroup = {
      id: newId(),
      name: body.name,
      description: body.description,
      policy: body.policy,
      failure_domain: body.failure_domain,
      project_id: project.id,
      ...stampNow(),
    }
    kind.groups().push(group)
    return created(group)
  }
  const view = (req: Request, group: string, project?: string) =>
    kind.lookup(requireActor(req), { group, project }).row
  const update = (
    req: Request,
    group: string,
    project: string | undefined,
    body: { name?: string | null; description?: string | null },
  ) => {
    const { row } = kind.lookup(requireActor(req), { group, project }, 'collaborator')
    if (body.name && body.name !== row.name) {
      if (kind.groups().some((g) => g.project_id === row.project_id && g.name === body.name)) {
        throw alreadyExists(kind.type, body.name)
      }
    }
    return applyUpdate(row, body)
  }
  const remove = (req: Request, group: string, project?: string) => {
    const { row } = kind.lookup(requireActor(req), { group, project }, 'collaborator')
    removeWhere(kind.groups(), (g) => g.id === row.id)
    removeWhere(kind.members(), (m) => m.group_id === row.id)
    return 204
  }
  const memberList = (req: Request, group: string, query: PageQuery & { project?: string }) => {
    settleInstances()
    const { row } = kind.lookup(requireActor(req), { group, project: query.project })
    return paginate(
      query,
      kind
        .members()
        .filter((m) => m.group_id === row.id)
        .map((m) => memberView(m.instance_id)),
      { keys: { id: (m) => m.value.id, name: (m) => m.value.name } },
    )
  }
  /** The group and the instance, which must be in the group's project. */
  const pair = (
    req: Request,
    group: string,
    instance: string,
    project: string | undefined,
    needed: RoleName,
  ) => {
    const actor = requireActor(req)
    const found = kind.lookup(actor, { group, project }, needed)
    const projectRow = db.projects.find((p) => p.id === found.row.project_id)!
    const inst = sibling(
      (p) => lookupInstance(actor, { instance, project: p }),
      instance,
      projectRow,
      'instance',
    )
    return { group: found.row, instance: inst }
  }
  const memberShow = (req: Request, group: string, instance: string, project?: string) => {
    settleInstances()
    const p = pair(req, group, instance, project, 'viewer')
    const isMember = kind
      .members()
      .some((m) => m.group_id === p.group.id && m.instance_id === p.instance.id)
    if (!isMember) {
      throw errorResponse(
        404,
        'ObjectNotFound',
        `not found: ${kind.type}-member with id "${p.instance.id}"`,
      )
    }
    return memberView(p.instance.id)
  }
  const memberAdd = (req: Request, group: string, instance: string, project?: string) => {
    settleInstances()
    const p = pair(req, group, instance, project, 'collaborator')
    // Nexus checks, in this order: room in the group, room in the instance's
    // groups of this kind, no sled reservation, not a member already
    const members = kind.members()
    if (members.filter((m) => m.group_id === p.group.id).length >= GROUP_MAX_MEMBERS) {
      throw invalidRequest(
        `${kind.Label} already has maximum allowed members (${GROUP_MAX_MEMBERS})`,
      )
    }
    if (members.filter((m) => m.instance_id === p.instance.id).length >= INSTANCE_MAX_GROUPS) {
      throw invalidRequest(
        `Instance already belongs to maximum allowed ${kind.label}s (${INSTANCE_MAX_GROUPS})`,
      )
    }
    // Nexus refuses an instance with a sled reservation (a VMM) before it
    // looks for an existing membership; here, any state but stopped stands in
    if (p.instance.run_state !== 'stopped') {
      throw invalidRequest(`Instance cannot be added to ${kind.label} with reservation`)
    }
    if (kind.members().some((m) => m.group_id === p.group.id && m.instance_id === p.instance.id)) {
      // Nexus names the member by id
      throw alreadyExists(`${kind.type}-member`, p.instance.id)
    }
    kind.members().push({ kind: 'instance', group_id: p.group.id, instance_id: p.instance.id })
    return created(memberView(p.instance.id))
  }
  const memberDelete = (req: Request, group: string, instance: string, project?: string) => {
    const p = pair(req, group, instance, project, 'collaborator')
    const before = kind.members().length
    removeWhere(kind.members(), (m) => m.group_id === p.group.id && m.instance_id === p.instance.id)
    if (kind.members().length === before) {
      throw errorResponse(
        404,
        'ObjectNotFound',
        `not found: ${kind.type}-member with id "${p.instance.id}"`,
      )
    }
    return 204
  }
  return { list, create, view, update, remove, memberList, memberShow, memberAdd, memberDelete }
}

const anti = handlersFor(ANTI)
const affinity = handlersFor(AFFINITY)

export const affinityHandlers: Partial<MSWHandlers> = {
  antiAffinityGroupList: ({ req, query }) => anti.list(req, query),
  antiAffinityGroupCreate: ({ req, query, body }) => anti.create(req, query.project, body),
  antiAffinityGroupView: ({ req, path, query }) =>
    anti.view(req, path.antiAffinityGroup, query.project),
  antiAffinityGroupUpdate: ({ req, path, query, body }) =>
    anti.update(req, path.antiAffinityGroup, query.project, body),
  antiAffinityGroupDelete: ({ req, path, query }) =>
    anti.remove(req, path.antiAffinityGroup, query.project),
  antiAffinityGroupMemberList: ({ req, path, query }) =>
    anti.memberList(req, path.antiAffinityGroup, query),
  antiAffinityGroupMemberInstanceView: ({ req, path, query }) =>
    anti.memberShow(req, path.antiAffinityGroup, path.instance, query.project),
  antiAffinityGroupMemberInstanceAdd: ({ req, path, query }) =>
    anti.memberAdd(req, path.antiAffinityGroup, path.instance, query.project),
  antiAffinityGroupMemberInstanceDelete: ({ req, path, query }) =>
    anti.memberDelete(req, path.antiAffinityGroup, path.instance, query.project),

  affinityGroupList: ({ req, query }) => affinity.list(req, query),
  affinityGroupCreate: ({ req, query, body }) => affinity.create(req, query.project, body),
  affinityGroupView: ({ req, path, query }) =>
    affinity.view(req, path.affinityGroup, query.project),
  affinityGroupUpdate: ({ req, path, query, body }) =>
    affinity.update(req, path.affinityGroup, query.project, body),
  affinityGroupDelete: ({ req, path, query }) =>
    affinity.remove(req, path.affinityGroup, query.project),
  affinityGroupMemberList: ({ req, path, query }) =>
    affinity.memberList(req, path.affinityGroup, query),
  affinityGroupMemberInstanceView: ({ req, path, query }) =>
    affinity.memberShow(req, path.affinityGroup, path.instance, query.project),
  affinityGroupMemberInstanceAdd: ({ req, path, query }) =>
    affinity.memberAdd(req, path.affinityGroup, path.instance, query.project),
  affinityGroupMemberInstanceDelete: ({ req, path, query }) =>
    affinity.memberDelete(req, path.affinityGroup, path.instance, query.project),
}
