import { useMemo } from 'react'
import type { QueryKey, UseMutationResult, UseQueryResult } from '@tanstack/react-query'
import type {
  AffinityGroup,
  AffinityGroupCreate,
  AffinityGroupMember,
  AffinityPolicy,
} from '@/lib/api/__generated__/Api'
import type { ApiError } from '@/lib/api/errors'
import type { PagedList } from '@/components/kit/data-table/use-bulk-selection'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { apiq, useApiMutation, useApiQuery, usePagedApiQuery } from '@/lib/api/query'
import type { InstanceSel } from '@/lib/api/selectors'
import type { Op } from '@/lib/api/client'
import { pb } from '@/lib/core/paths'
import * as op from '@/lib/api/ops'
import type { Action } from '@/lib/domain/permissions'

// Affinity and anti-affinity groups: the same records, members and rules under two sets of
// operations. Each kind binds its operations here, once, to what the screens ask of a group,
// so the screens (list, create, page, members, delete, an instance's memberships) serve both.

/** Either kind: the contract's AffinityGroup and AntiAffinityGroup have the same fields. */
export type Group = AffinityGroup
export type Member = AffinityGroupMember
type GroupSel = { project: string; group: string }
type MemberSel = GroupSel & { instance: string }

/** A write of either kind, called with kind-neutral values. */
type GroupMutation<V, R> = {
  mutate: (values: V, on?: { onSuccess?: (result: R) => void }) => void
  mutateAsync: (values: V) => Promise<R>
  isPending: boolean
  error: ApiError | null
  reset: () => void
}

type Page<T> = UseQueryResult<{ items: T[]; nextPage?: string | null }, ApiError>
type Create = { project: string; body: AffinityGroupCreate }

export type GroupKind = {
  key: 'affinity' | 'anti-affinity'
  /** mid-sentence: "affinity group" */
  noun: string
  /** at a sentence's start: "Affinity group" */
  Noun: string
  href: (sel: GroupSel) => string
  editHref: (sel: GroupSel) => string
  newHref: (project: string) => string
  /** What the kind does, under the list's title and in its empty state. */
  purpose: string
  /** Spec §9: the note under the policy choice. */
  policyNote: string
  policyDescription: Record<AffinityPolicy, string>
  /** The second paged list on the affinity page keeps its page under its own URL keys. */
  urlPrefix?: string
  createOp: Op
  viewKey: (sel: GroupSel) => QueryKey
  useList: (project: string) => PagedList<Group>
  useView: (sel: GroupSel) => UseQueryResult<Group, ApiError>
  useMembers: (sel: GroupSel, busy: (page: { items: Member[] }) => boolean) => PagedList<Member>
  /** One page of PICKER_LIMIT of the project's groups, for the add-to-group picker. */
  useGroupPicker: (project: string, enabled: boolean) => Page<Group>
  /** Whether the instance is in the group now: the member, or a 404. */
  useMemberView: (sel: MemberSel, enabled: boolean) => UseQueryResult<Member, ApiError>
  /** One page of PICKER_LIMIT members, for the add-member picker. */
  useMemberPicker: (sel: GroupSel, enabled: boolean) => Page<Member>
  /** The groups of this kind an instance is in (PICKER_LIMIT at most; Nexus allows 16). */
  useInstanceGroups: (sel: InstanceSel) => Page<Group>
  useCreate: () => GroupMutation<Create, Group>
  useDelete: () => GroupMutation<GroupSel, unknown>
  useAddMember: () => GroupMutation<MemberSel, Member>
  useRemoveMember: () => GroupMutation<MemberSel, unknown>
}

/** A mutation's calls taking the kind-neutral values, the same object while its state is. */
function useNeutral<P, R, V>(m: UseMutationResult<R, ApiError, P>, to: (values: V) => P) {
  const { mutate, mutateAsync, isPending, error, reset } = m
  return useMemo<GroupMutation<V, R>>(
    () => ({
      mutate: (values, on) => mutate(to(values), on && { onSuccess: (r) => on.onSuccess?.(r) }),
      mutateAsync: (values) => mutateAsync(to(values)),
      isPending,
      error,
      reset,
    }),
    [mutate, mutateAsync, isPending, error, reset, to],
  )
}

const createParams = ({ project, body }: Create) => ({ query: { project }, body })

const antiGroup = ({ project, group }: GroupSel) => ({
  path: { antiAffinityGroup: group },
  query: { project },
})
const antiMember = ({ project, group, instance }: MemberSel) => ({
  path: { antiAffinityGroup: group, instance },
  query: { project },
})

export const ANTI_AFFINITY: GroupKind = {
  key: 'anti-affinity',
  noun: 'anti-affinity group',
  Noun: 'Anti-affinity group',
  href: ({ project, group }) => pb.antiAffinityGroup({ project, antiAffinityGroup: group }),
  editHref: ({ project, group }) => pb.antiAffinityGroupEdit({ project, antiAffinityGroup: group }),
  newHref: (project) => pb.affinityNew({ project }),
  purpose: 'Instances in an anti-affinity group are kept on separate sleds.',
  policyNote:
    "Determines whether member instances are allowed to start when the anti-affinity rule can't be satisfied",
  policyDescription: {
    allow: 'Best effort: a member may start on a sled another member already uses',
    fail: 'A member does not start if it would have to share a sled with another member',
  },
  createOp: op.antiAffinityGroupCreate,
  viewKey: (sel) => apiq(op.antiAffinityGroupView, antiGroup(sel)).queryKey,
  useList: (project) => usePagedApiQuery(op.antiAffinityGroupList, { query: { project } }),
  useView: (sel) => useApiQuery(op.antiAffinityGroupView, antiGroup(sel)),
  useMembers: (sel, busy) =>
    usePagedApiQuery(op.antiAffinityGroupMemberList, antiGroup(sel), { pollWhile: busy }),
  useGroupPicker: (project, enabled) =>
    useApiQuery(op.antiAffinityGroupList, { query: { project, limit: PICKER_LIMIT } }, { enabled }),
  useMemberView: (sel, enabled) =>
    useApiQuery(op.antiAffinityGroupMemberInstanceView, antiMember(sel), {
      enabled,
      staleTime: 0,
    }),
  useMemberPicker: ({ project, group }, enabled) =>
    useApiQuery(
      op.antiAffinityGroupMemberList,
      { path: { antiAffinityGroup: group }, query: { project, limit: PICKER_LIMIT } },
      { enabled },
    ),
  useInstanceGroups: ({ project, instance }) =>
    useApiQuery(op.instanceAntiAffinityGroupList, {
      path: { instance },
      query: { project, limit: PICKER_LIMIT },
    }),
  useCreate: () => useNeutral(useApiMutation(op.antiAffinityGroupCreate), createParams),
  useDelete: () => useNeutral(useApiMutation(op.antiAffinityGroupDelete), antiGroup),
  useAddMember: () => useNeutral(useApiMutation(op.antiAffinityGroupMemberInstanceAdd), antiMember),
  useRemoveMember: () =>
    useNeutral(useApiMutation(op.antiAffinityGroupMemberInstanceDelete), antiMember),
}

const affGroup = ({ project, group }: GroupSel) => ({
  path: { affinityGroup: group },
  query: { project },
})
const affMember = ({ project, group, instance }: MemberSel) => ({
  path: { affinityGroup: group, instance },
  query: { project },
})

export const AFFINITY: GroupKind = {
  key: 'affinity',
  noun: 'affinity group',
  Noun: 'Affinity group',
  href: ({ project, group }) => pb.affinityGroup({ project, affinityGroup: group }),
  editHref: ({ project, group }) => pb.affinityGroupEdit({ project, affinityGroup: group }),
  newHref: (project) => pb.affinityGroupsNew({ project }),
  purpose: 'Instances in an affinity group are kept together on one sled.',
  policyNote:
    "Determines whether member instances are allowed to start when the affinity rule can't be satisfied",
  policyDescription: {
    allow: 'Best effort: a member may start on another sled when the group’s sled has no room',
    fail: 'A member does not start unless it can run on the same sled as the other members',
  },
  urlPrefix: 'affinity-',
  createOp: op.affinityGroupCreate,
  viewKey: (sel) => apiq(op.affinityGroupView, affGroup(sel)).queryKey,
  useList: (project) =>
    usePagedApiQuery(op.affinityGroupList, { query: { project } }, { urlPrefix: 'affinity-' }),
  useView: (sel) => useApiQuery(op.affinityGroupView, affGroup(sel)),
  useMembers: (sel, busy) =>
    usePagedApiQuery(op.affinityGroupMemberList, affGroup(sel), { pollWhile: busy }),
  useGroupPicker: (project, enabled) =>
    useApiQuery(op.affinityGroupList, { query: { project, limit: PICKER_LIMIT } }, { enabled }),
  useMemberView: (sel, enabled) =>
    useApiQuery(op.affinityGroupMemberInstanceView, affMember(sel), { enabled, staleTime: 0 }),
  useMemberPicker: ({ project, group }, enabled) =>
    useApiQuery(
      op.affinityGroupMemberList,
      { path: { affinityGroup: group }, query: { project, limit: PICKER_LIMIT } },
      { enabled },
    ),
  useInstanceGroups: ({ project, instance }) =>
    useApiQuery(op.instanceAffinityGroupList, {
      path: { instance },
      query: { project, limit: PICKER_LIMIT },
    }),
  useCreate: () => useNeutral(useApiMutation(op.affinityGroupCreate), createParams),
  useDelete: () => useNeutral(useApiMutation(op.affinityGroupDelete), affGroup),
  useAddMember: () => useNeutral(useApiMutation(op.affinityGroupMemberInstanceAdd), affMember),
  useRemoveMember: () =>
    useNeutral(useApiMutation(op.affinityGroupMemberInstanceDelete), affMember),
}

/** Both kinds, anti-affinity first as the page lists them. */
export const GROUP_KINDS = [ANTI_AFFINITY, AFFINITY] as const

/** The write `verb` on a group of `kind`, as the user's roles are asked about it (`useRefusals`). */
export const groupAction = (
  kind: Pick<GroupKind, 'key'>,
  verb: 'create' | 'edit' | 'delete' | 'member.add' | 'member.remove',
): Action => `${kind.key === 'affinity' ? 'affinityGroup' : 'antiAffinityGroup'}.${verb}`
