/**
 * Nexus's capacities for affinity and anti-affinity groups (omicron's datastore/affinity.rs),
 * the same for both kinds and counted per kind: members of a group, and groups an instance is
 * in. Membership isn't exclusive: an instance may be in groups of both kinds.
 */
export const GROUP_MAX_MEMBERS = 32
export const INSTANCE_MAX_GROUPS = 16
