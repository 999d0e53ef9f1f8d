import { useApiQuery } from '@/lib/api/query'
import { useViewById } from '@/lib/api/view-by-id'
import * as op from '@/lib/api/ops'

/** One params shape per pool for the page, its panels and the list's rows, so they share requests. */
export const poolParams = (pool: string) => ({ path: { pool } })

export const useIpPool = (pool: string) => useApiQuery(op.ipPoolView, poolParams(pool))

/**
 * A pool's utilization, from the cell or frame that shows it: the list's
 * IPv4 and IPv6 cells of one row share one request, keyed by the pool's id;
 * the pool's page asks by the name in its URL, so with the pool itself.
 */
export const usePoolUtilization = (pool: string) =>
  useViewById(op.ipPoolUtilizationView, pool, poolParams)
