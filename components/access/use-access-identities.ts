import { useMemo } from 'react'
import type { Group, User } from '@/lib/api/__generated__/Api'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiQuery, useCombinedApiQueries } from '@/lib/api/query'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ApiError } from '@/lib/api/errors'
import { uniqueBy } from '@/lib/core/keys'
import { assignableIdentities, type Policy } from '@/lib/domain/roles'
import type { IdentityCandidate, IdentitySource } from './identity-source'
import type { AccessScope } from './use-policy-writer'
import * as op from '@/lib/api/ops'

type Page = { nextPage?: string | null } | undefined

/** The users and groups an access table can name and offer, as far as the API lists them. */
type AccessIdentities = {
  /** display names by id */
  names: ReadonlyMap<string, string>
  /** on the fleet: the silo of each identity it could name */
  siloOf?: ReadonlyMap<string, string>
  /** the pickers of the role modal, without the identities that hold a role already */
  sources: (policy: Policy | undefined) => IdentitySource[]
  /** the lists the pickers need have come */
  ready: boolean
  /** a list of names failed: those rows show ids */
  failed: boolean
  /** lists cut at the picker limit, to say so */
  limited: { page: Page; things: string }[]
}

const params = { query: { limit: PICKER_LIMIT } }

/** The silos' user lists as one value: each page (or undefined), any failure, all answered. */
function foldSiloUsers(
  results: UseQueryResult<{ items: User[]; nextPage?: string | null }, ApiError>[],
) {
  return {
    pages: results.map((r) => r.data),
    failed: results.some((r) => r.error),
    ready: results.every((r) => r.data || r.error),
  }
}

const userItem = (u: User, detail = 'User'): IdentityCandidate => ({
  value: u.id,
  label: u.displayName,
  detail,
  identityType: 'silo_user',
})
const groupItem = (g: Group, detail = 'Group'): IdentityCandidate => ({
  value: g.id,
  label: g.displayName,
  detail,
  identityType: 'silo_group',
})

const namesOf = (...lists: (readonly (User | Group)[] | undefined)[]) =>
  new Map(lists.flatMap((list) => (list ?? []).map((i) => [i.id, i.displayName] as const)))

/**
 * The identities of a policy's page. The silo's and a project's pages list the
 * signed-in user's silo; the fleet's lists every silo's users (the system user
 * list, by silo) and the admin's own groups, the only ones the API lists; a silo
 * seen from the system side lists its users, and its groups only when it is the
 * admin's own silo. Anything else is given by id.
 */
export function useAccessIdentities(scope: AccessScope): AccessIdentities {
  const inSilo = scope.kind === 'silo' || scope.kind === 'project'
  const fleet = scope.kind === 'fleet'
  const systemSilo = scope.kind === 'systemSilo' ? scope.silo : undefined

  const users = useApiQuery(op.userList, params, { enabled: inSilo })
  const groups = useApiQuery(op.groupList, params)
  const silos = useApiQuery(op.siloList, params, { enabled: fleet })
  const siloNames = useMemo(
    () =>
      fleet
        ? uniqueBy(silos.data?.items ?? [], (s) => s.name).map((s) => s.name)
        : systemSilo
          ? [systemSilo]
          : [],
    [fleet, silos.data, systemSilo],
  )
  const siloUsers = useCombinedApiQueries(
    op.siloUserList,
    siloNames.map((silo) => ({ query: { silo, limit: PICKER_LIMIT } })),
    foldSiloUsers,
  )
  // the silo seen from the system side: its groups are listed only when it is the admin's own
  const shownSilo = useApiQuery(
    op.siloView,
    { path: { silo: systemSilo ?? '' } },
    { enabled: !!systemSilo },
  )

  const siloUserData = siloUsers.pages
  return useMemo((): AccessIdentities => {
    const ownGroups = systemSilo
      ? (groups.data?.items ?? []).filter((g) => g.siloId === shownSilo.data?.id)
      : (groups.data?.items ?? [])
    const allSiloUsers = siloUserData.flatMap((d) => d?.items ?? [])
    const names = namesOf(users.data?.items, ownGroups, allSiloUsers)
    const groupsFailed = !!groups.error
    if (inSilo) {
      return {
        names,
        sources: (policy) => [
          {
            kind: 'listed',
            label: 'User or group',
            candidates: [
              ...assignableIdentities(users.data?.items ?? [], policy).map((u) => userItem(u)),
              ...assignableIdentities(groups.data?.items ?? [], policy).map((g) => groupItem(g)),
            ],
          },
        ],
        ready: !!users.data && !!groups.data,
        failed: !!users.error || groupsFailed,
        limited: [
          { page: users.data, things: 'users' },
          { page: groups.data, things: 'groups' },
        ],
      }
    }
    const { failed: usersFailed, ready: usersReady } = siloUsers
    const limited = [
      ...siloNames.map((silo, i) => ({ page: siloUserData[i], things: `users of ${silo}` })),
      { page: groups.data, things: 'groups' },
    ]
    if (fleet) {
      const siloOf = new Map<string, string>()
      siloNames.forEach((silo, i) => siloUserData[i]?.items.forEach((u) => siloOf.set(u.id, silo)))
      const silosById = new Map((silos.data?.items ?? []).map((s) => [s.id, s.name]))
      for (const g of ownGroups) siloOf.set(g.id, silosById.get(g.siloId) ?? g.siloId)
      return {
        names,
        siloOf,
        sources: (policy) => [
          {
            kind: 'bySilo',
            label: 'A user of a silo',
            silos: siloNames.map((silo, i) => ({
              silo,
              candidates: assignableIdentities(siloUserData[i]?.items ?? [], policy).map((u) =>
                userItem(u),
              ),
            })),
          },
          {
            kind: 'listed',
            label: 'A group of your silo',
            candidates: assignableIdentities(ownGroups, policy).map((g) => groupItem(g)),
          },
          { kind: 'byId', label: 'By id' },
        ],
        ready: !!silos.data && usersReady && (!!groups.data || groupsFailed),
        failed: !!silos.error || usersFailed || groupsFailed,
        limited: [{ page: silos.data, things: 'silos' }, ...limited],
      }
    }
    return {
      names,
      sources: (policy) => [
        {
          kind: 'listed',
          label: ownGroups.length ? 'A user or group of the silo' : 'A user of the silo',
          candidates: [
            ...assignableIdentities(allSiloUsers, policy).map((u) => userItem(u)),
            ...assignableIdentities(ownGroups, policy).map((g) => groupItem(g)),
          ],
        },
        { kind: 'byId', label: 'By id' },
      ],
      ready: usersReady,
      failed: usersFailed,
      limited,
    }
  }, [
    inSilo,
    fleet,
    systemSilo,
    users.data,
    users.error,
    groups.data,
    groups.error,
    silos.data,
    silos.error,
    shownSilo.data,
    siloNames,
    siloUsers,
    siloUserData,
  ])
}
