import type { FieldItem } from '@/components/ui/form-fields'
import type { IdentityType } from '@/lib/api/__generated__/Api'

/** A user or group offered in a picker, with its type for the role assignment. */
export type IdentityCandidate = FieldItem & { identityType: IdentityType }

/**
 * Where the role modal finds the identity to give a role: a list of users and
 * groups, a list per silo (the fleet), or a type and an id typed by hand, for
 * an identity the API can't list to this user (another silo's group).
 */
export type IdentitySource =
  | { kind: 'listed'; label: string; candidates: IdentityCandidate[] }
  | { kind: 'bySilo'; label: string; silos: { silo: string; candidates: IdentityCandidate[] }[] }
  | { kind: 'byId'; label: string }

export type PickedIdentity = { identityId: string; identityType: IdentityType }

export const IDENTITY_TYPE_LABELS: Record<IdentityType, string> = {
  silo_user: 'User',
  silo_group: 'Group',
}
