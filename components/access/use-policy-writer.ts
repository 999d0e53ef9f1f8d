import {
  fleetPolicyUpdateBody,
  projectPolicyUpdateBody,
  siloPolicyUpdateBody,
} from '@/lib/domain/update-bodies'
import { useApiMutation } from '@/lib/api/query'
import { readUncached } from '@/lib/api/read-uncached'
import { describePolicyChange, type Policy } from '@/lib/domain/roles'
import * as op from '@/lib/api/ops'

/**
 * Whose policy a page shows: the signed-in user's silo (/access), one of its
 * projects, the fleet (/system/access) or any silo seen from the system side.
 */
export type AccessScope =
  | { kind: 'silo' }
  | { kind: 'project'; project: string }
  | { kind: 'fleet' }
  | { kind: 'systemSilo'; silo: string }

/** Another writer changed the policy after this page read it. */
export class PolicyConflict extends Error {
  constructor(change: string) {
    super(`The policy changed since it was loaded: ${change}. Reload it and try again.`)
    this.name = 'PolicyConflict'
  }
}

/** The policy of `scope` as the API has it now, outside the cache. */
function readCurrent(scope: AccessScope): Promise<Policy> {
  switch (scope.kind) {
    case 'project':
      return readUncached(op.projectPolicyView, { path: { project: scope.project } })
    case 'fleet':
      return readUncached(op.systemPolicyView, {})
    case 'systemSilo':
      return readUncached(op.siloPolicyView, { path: { silo: scope.silo } })
    default:
      return readUncached(op.policyView, {})
  }
}

/**
 * Writes a policy built from the one on screen (`loaded`). The API has no
 * version to compare against, so the policy is read again first: if it
 * differs from `loaded`, PolicyConflict is thrown and nothing is written.
 */
export function usePolicyWriter(scope: AccessScope, nameOf: (identityId: string) => string) {
  const silo = useApiMutation(op.policyUpdate)
  const project = useApiMutation(op.projectPolicyUpdate)
  const fleet = useApiMutation(op.systemPolicyUpdate)
  const systemSilo = useApiMutation(op.siloPolicyUpdate)
  return async (loaded: Policy, next: Policy) => {
    const change = describePolicyChange(loaded, await readCurrent(scope), nameOf)
    if (change) throw new PolicyConflict(change)
    switch (scope.kind) {
      case 'project':
        return project.mutateAsync({
          path: { project: scope.project },
          body: projectPolicyUpdateBody(next),
        })
      case 'fleet':
        return fleet.mutateAsync({ body: fleetPolicyUpdateBody(next) })
      case 'systemSilo':
        return systemSilo.mutateAsync({
          path: { silo: scope.silo },
          body: siloPolicyUpdateBody(next),
        })
      default:
        return silo.mutateAsync({ body: siloPolicyUpdateBody(next) })
    }
  }
}
