import { allocateIp, allocatedIps, isIpv4 } from '../store/create'
import { db } from '../store/db'
import { insufficientCapacity, invalidRequest } from '../transport/errors'
import { ipToInt } from '../formats/ipv4'

/**
 * External addresses (floating, ephemeral) come from the ranges of an IP
 * pool, as in Nexus; an address is free again as soon as the row holding it
 * goes (a deleted floating IP, a detached ephemeral IP, a deleted instance).
 * Nexus words a refused explicit address and an exhausted pool differently.
 */

/** The next free address of the pool, or Nexus's 507 when none is left. */
export function allocateFromPool(poolId: string): string {
  const ip = allocateIp(poolId)
  if (!ip) throw insufficientCapacity('No external IP addresses available')
  return ip
}

/** Nexus's 507 now when the pool has no free address, before anything changes. */
export function requireFreeAddress(poolId: string) {
  if (!allocateIp(poolId)) throw insufficientCapacity('No external IP addresses available')
}

/** A requested address must lie in one of the pool's ranges and be free. */
export function claimAddress(poolId: string, ip: string): string {
  const inRange =
    isIpv4(ip) &&
    db.ipPoolRanges.some(
      (r) =>
        r.ip_pool_id === poolId &&
        isIpv4(r.range.first) &&
        ipToInt(ip) >= ipToInt(r.range.first) &&
        ipToInt(ip) <= ipToInt(r.range.last),
    )
  if (!inRange || allocatedIps(poolId).includes(ip)) {
    throw invalidRequest('Requested external IP address not available')
  }
  return ip
}
