import type { BadgeVariant } from '@/components/ui/badge'
import type {
  PhysicalDiskKind,
  PhysicalDiskPolicy,
  PhysicalDiskState,
  Sled,
  SledProvisionPolicy,
  SledState,
} from '@/lib/api/__generated__/Api'

type Shown = { label: string; variant: BadgeVariant }

/** A sled's policy as one word: expunged says it all; in service, whether it takes new work. */
export function sledPolicyShown(policy: Sled['policy']): Shown {
  if (policy.kind === 'expunged') return { label: 'expunged', variant: 'neutral' }
  return sledProvisionShown(policy)
}

/** Whether new instances may be placed on a sled; an expunged one never takes any. */
export function sledProvisionShown(policy: Sled['policy']): Shown {
  if (policy.kind === 'expunged') return { label: 'non-provisionable', variant: 'neutral' }
  return policy.provisionPolicy === 'provisionable'
    ? { label: 'provisionable', variant: 'success' }
    : { label: 'non-provisionable', variant: 'notice' }
}

export const sledStateVariant: Record<SledState, BadgeVariant> = {
  active: 'success',
  decommissioned: 'neutral',
}

export type PolicyChange = {
  to: SledProvisionPolicy
  /** the menu item and the confirmation's title */
  action: string
  /** what it means for instances, said in the confirmation */
  meaning: string
}

/**
 * The one provision policy change a sled offers, or none: an expunged sled is
 * out of service for good, and its policy can't be set.
 */
export function provisionPolicyChange(policy: Sled['policy']): PolicyChange | undefined {
  if (policy.kind === 'expunged') return undefined
  return policy.provisionPolicy === 'provisionable'
    ? {
        to: 'non_provisionable',
        action: 'Set non-provisionable',
        meaning:
          'No new instances will be placed on it; instances running on it now stay where they are.',
      }
    : {
        to: 'provisionable',
        action: 'Set provisionable',
        meaning: 'New instances may be placed on it again.',
      }
}

/** In service or expunged: a sled's policy kind reads as a disk's policy does. */
export const policyKindShown = (policy: { kind: PhysicalDiskPolicy['kind'] }): Shown =>
  policy.kind === 'in_service'
    ? { label: 'in service', variant: 'success' }
    : { label: 'expunged', variant: 'neutral' }

export const diskStateVariant: Record<PhysicalDiskState, BadgeVariant> = {
  active: 'success',
  decommissioned: 'neutral',
}

export const formFactorLabel: Record<PhysicalDiskKind, string> = { u2: 'U.2', m2: 'M.2' }
