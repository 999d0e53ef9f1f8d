import type { AffinityPolicy, FailureDomain } from '@/lib/api/__generated__/Api'

// what each kind's policy means is the kind's own (group-kinds.ts)
export const policyLabel: Record<AffinityPolicy, string> = {
  allow: 'Allow',
  fail: 'Fail',
}

export const failureDomainLabel: Record<FailureDomain, string> = {
  sled: 'Sled',
}
