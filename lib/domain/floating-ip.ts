import type { FloatingIp } from '@/lib/api/__generated__/Api'

/** A floating IP as a picker offers it: its name, then its address and its pool's name. */
type FloatingIpChoice = { value: string; label: string; detail: string }

/**
 * Pools the user can see, by id. A floating IP's pool may be out of sight (unlinked from
 * the silo since, or a list that failed): then the choice names no pool.
 */
export function poolNamesById(pools: readonly { id: string; name: string }[] | undefined) {
  return new Map((pools ?? []).map((p) => [p.id, p.name]))
}

export function floatingIpChoice(
  ip: Pick<FloatingIp, 'name' | 'ip' | 'ipPoolId'>,
  poolNames: ReadonlyMap<string, string>,
): FloatingIpChoice {
  const pool = poolNames.get(ip.ipPoolId)
  return {
    value: ip.name,
    label: ip.name,
    // the pool's name is searched too: the picker searches label and detail
    detail: pool ? `${ip.ip} · pool ${pool}` : ip.ip,
  }
}
