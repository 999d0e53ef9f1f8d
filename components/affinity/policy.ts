import type { AffinityPolicy, FailureDomain } from '@/lib/api/__generated__/Api'

/** Spec §9: the note under the policy choice. */
export const POLICY_NOTE =
  "Determines whether member instances are allowed to start when the anti-affinity rule can't be satisfied"

export const policyLabel: Record<AffinityPolicy, string> = {
  allow: 'Allow',
  fail: 'Fail',
}

export const policyDescription: Record<AffinityPolicy, string> = {
  allow: 'Best effort: a member may start on a sled another member already uses',
  fail: 'A member does not start if it would have to share a sled with another member',
}

export const failureDomainLabel: Record<FailureDomain, string> = {
  sled: 'Sled',
}
