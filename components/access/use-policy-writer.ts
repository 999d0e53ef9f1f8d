import { projectPolicyUpdateBody, siloPolicyUpdateBody } from '@/lib/domain/update-bodies'
import { useApiMutation } from '@/lib/api/query'
import { readUncached } from '@/lib/api/read-uncached'
import { describePolicyChange, type Policy } from '@/lib/domain/roles'
import * as op from '@/lib/api/ops'

export type AccessScope = { kind: 'silo' } | { kind: 'project'; project: string }

/** Another writer changed the policy after this page read it. */
export class PolicyConflict extends Error {
  constructor(change: string) {
    super(`The policy changed since it was loaded: ${change}. Reload it and try again.`)
    this.name = 'PolicyConflict'
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
  return async (loaded: Policy, next: Policy) => {
    const current =
      scope.kind === 'project'
        ? await readUncached(op.projectPolicyView, { path: { project: scope.project } })
        : await readUncached(op.policyView, {})
    const change = describePolicyChange(loaded, current, nameOf)
    if (change) throw new PolicyConflict(change)
    return scope.kind === 'project'
      ? project.mutateAsync({
          path: { project: scope.project },
          body: projectPolicyUpdateBody(next),
        })
      : silo.mutateAsync({ body: siloPolicyUpdateBody(next) })
  }
}
