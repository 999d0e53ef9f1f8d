import type { InstanceState } from '@/lib/api/__generated__/Api'

/** One IP pool by id: rows naming the same pool share one request. */
export const poolByIdParams = (pool: string) => ({ path: { pool } })

/**
 * The run states in which Nexus lets an instance's external IPs change; in
 * any other (creating, rebooting, migrating, failed…) it refuses the attach.
 */
const ipChangeStates: readonly InstanceState[] = ['running', 'stopped', 'starting', 'stopping']

export const canChangeIps = (state: InstanceState) => ipChangeStates.includes(state)
