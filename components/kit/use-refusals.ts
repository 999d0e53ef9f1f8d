import * as React from 'react'
import * as op from '@/lib/api/ops'
import { signedInUser } from '@/lib/api/page-queries'
import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiQuery } from '@/lib/api/query'
import { fleetRoleOf } from '@/lib/domain/fleet-role'
import type { Action, RoleFacts, permission } from '@/lib/domain/permissions'
import { lazyValue } from '@/components/ui/lazy'
import { effectiveRole } from '@/lib/domain/roles'

/** Why the user may not take an action; undefined when they may, or while it isn't known. */
export type Refusals = (action: Action) => string | undefined

const forbidden = (error: { statusCode: number } | null) => error?.statusCode === 403

/**
 * What the console can read of the signed-in user's roles, as `permission` takes them. The
 * keys are those the shell, the access pages and the quota panel already read, so a page
 * asks once. The silo (for its mapping of silo roles to fleet roles) is read only when the
 * fleet policy answered and grants no admin by itself, as the quota panel does.
 */
export function useRoleFacts(project?: string): RoleFacts {
  const me = useApiQuery(...signedInUser())
  const groups = useApiQuery(op.currentUserGroups, { query: { limit: PICKER_LIMIT } })
  const siloPolicy = useApiQuery(op.policyView, {})
  const fleetPolicy = useApiQuery(op.systemPolicyView, {})
  const projectPolicy = useApiQuery(
    op.projectPolicyView,
    { path: { project: project ?? '' } },
    { enabled: !!project },
  )

  const groupIds =
    groups.data && !groups.data.nextPage ? groups.data.items.map((g) => g.id) : undefined
  const identity = me.data && groupIds && { userId: me.data.id, groupIds }
  const siloRole = identity && effectiveRole(identity, siloPolicy.data)
  const needMapping =
    !!identity &&
    !!fleetPolicy.data &&
    !!siloRole &&
    fleetRoleOf(identity, fleetPolicy.data, undefined) !== 'admin'
  const silo = useApiQuery(
    op.siloView,
    { path: { silo: me.data?.siloName ?? '' } },
    { enabled: needMapping },
  )

  return React.useMemo(
    () => ({
      user: me.data && { id: me.data.id, siloName: me.data.siloName },
      groupIds,
      siloPolicy: siloPolicy.data,
      // a project whose policy one may not read is one where one holds no role
      project: project
        ? {
            name: project,
            policy: forbidden(projectPolicy.error) ? { roleAssignments: [] } : projectPolicy.data,
          }
        : undefined,
      fleetPolicy: forbidden(fleetPolicy.error) ? 'forbidden' : fleetPolicy.data,
      mappedFleetRoles: silo.data?.mappedFleetRoles,
    }),
    // groupIds is rebuilt each render from groups.data
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      me.data,
      groups.data,
      siloPolicy.data,
      project,
      projectPolicy.data,
      projectPolicy.error,
      fleetPolicy.data,
      fleetPolicy.error,
      silo.data,
    ],
  )
}

type Permission = ReturnType<typeof permission>

// The table of actions and its rules load beside the role reads, not with every page: a
// copy went into each page's chunk (up to 4 KB gzip). Until they arrive nothing is refused,
// as while a read is missing.
const rules = lazyValue(() => import('@/lib/domain/permissions').then((m) => m.permission))

/**
 * How the signed-in user's roles answer each action, on `project` when one is given:
 * undefined until the rules have loaded.
 */
export function usePermissions(project?: string): (action: Action) => Permission | undefined {
  const facts = useRoleFacts(project)
  const judge = rules.useValue(true)
  return React.useCallback((action: Action) => judge?.(action, facts), [judge, facts])
}

/**
 * Why the signed-in user may not take each action, on `project` when one is given. A write
 * control takes the reason as its own (`refused` on a create link or a panel, `refusedBy`
 * on a row action, a bulk verb's `refused`) and is shown disabled with it; an action not
 * refused stays enabled, and the server's 403 still decides.
 */
export function useRefusals(project?: string): Refusals {
  const answer = usePermissions(project)
  return React.useCallback(
    (action: Action) => {
      const given = answer(action)
      return given && !given.allowed ? given.reason : undefined
    },
    [answer],
  )
}
